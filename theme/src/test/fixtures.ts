import type { LocaleData, LocaleInfo, PageData, SidebarItem } from '../data/types';
import english from '../../strings/en.json';

const codes: [string, string, 'ltr' | 'rtl', string][] = [
  ['nl', 'Nederlands', 'ltr', 'nl'],
  ['en', 'English', 'ltr', 'en'],
  ['fr', 'Français', 'ltr', 'fr'],
  ['de', 'Deutsch', 'ltr', 'de'],
  ['it', 'Italiano', 'ltr', 'it'],
  ['pl', 'Polski', 'ltr', 'pl'],
  ['pt', 'Português', 'ltr', 'pt'],
  ['es', 'Español', 'ltr', 'es'],
  ['sv', 'Svenska', 'ltr', 'sv'],
  ['ch', '简体中文', 'ltr', 'zh-Hans'],
  ['ar', 'العربية', 'rtl', 'ar'],
  ['hi', 'हिन्दी', 'ltr', 'hi'],
];

export const locales: LocaleInfo[] = codes.map(([code, label, direction, htmlLang]) => ({
  code,
  label,
  direction,
  htmlLang,
  prefix: code === 'en' ? '' : `/${code}`,
  dataUrl: `/assets/locale-${code}.abc123.json`,
}));

function sidebar(prefix: string): SidebarItem[] {
  return [
    { type: 'link', label: 'Quick start', href: `${prefix}/`, docId: 'intro' },
    { type: 'link', label: 'Installation', href: `${prefix}/installation/`, docId: 'installation' },
    {
      type: 'category',
      label: 'Configuration from A to Z',
      href: `${prefix}/category/configuration-from-a-to-z/`,
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'link', label: 'Grid limits', href: `${prefix}/Configuration from A to Z/grid-limits/`, docId: 'grid-limits' },
        {
          type: 'category',
          label: 'Local control modes',
          href: `${prefix}/category/8-local-control-modes/`,
          collapsible: true,
          collapsed: true,
          items: [
            {
              type: 'link',
              label: 'Setting control modes',
              href: `${prefix}/Configuration from A to Z/Local control modes/setting-control-modes/`,
              docId: 'setting-control-modes',
            },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      collapsible: true,
      collapsed: true,
      items: [{ type: 'link', label: 'App', href: `${prefix}/Troubleshooting/app/`, docId: 'troubleshooting-app' }],
    },
  ];
}

export function localeData(code = 'en', overrides: Partial<LocaleData> = {}): LocaleData {
  const locale = locales.find((item) => item.code === code) ?? locales[1];
  return {
    locale,
    locales,
    defaultLocale: 'en',
    site: {
      title: 'SmartgridOne Documentation',
      tagline: 'Install, configure and monitor your energy controller',
      url: 'https://docs.smartgridone.example',
      baseUrl: `${locale.prefix}/`,
      favicon: '/img/favicon.svg',
      brandName: 'Eniris',
      controllerName: 'SmartgridOne Controller',
      insightsName: 'Insights',
      insightsUrl: 'https://insights.eniris.be',
      copyright: 'Copyright © 2025 Eniris',
    },
    navbar: {
      hideOnScroll: false,
      items: [
        { type: 'docSidebar', position: 'left', label: 'Documentation', href: `${locale.prefix}/` },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    sidebar: sidebar(locale.prefix),
    strings: { ...english },
    search: { indexUrl: `/assets/search-${code}.idx`, debounceMs: 300, maxResults: 20, searchPagePath: 'search' },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    versions: [{ name: 'current', label: 'Next', isLast: true, path: `${locale.prefix}/` }],
    ...overrides,
  };
}

export function docPage(code = 'en', overrides: Partial<PageData> = {}): PageData {
  const prefix = locales.find((item) => item.code === code)?.prefix ?? '';
  return {
    kind: 'doc',
    route: `${prefix}/Configuration from A to Z/Local control modes/setting-control-modes/`,
    locale: code,
    title: 'Setting control modes',
    description: 'How to choose a local control mode.',
    html:
      '<h2 id="overview"><a class="anchor" href="#overview">#</a>Overview</h2><p>Text with <code>code</code>.</p>' +
      '<div class="admonition admonition-warning"><p class="admonition-title">Warning</p><div class="admonition-content"><p>Careful.</p></div></div>' +
      '<h3 id="details"><a class="anchor" href="#details">#</a>Details</h3><pre class="code" data-language="json"><code><span class="hl-string">"x"</span></code></pre>' +
      '<h2 id="next-steps"><a class="anchor" href="#next-steps">#</a>Next steps</h2><p>Done.</p>',
    toc: [
      { id: 'overview', text: 'Overview', level: 2 },
      { id: 'details', text: 'Details', level: 3 },
      { id: 'next-steps', text: 'Next steps', level: 2 },
    ],
    breadcrumbs: [
      { label: 'Configuration from A to Z', href: `${prefix}/category/configuration-from-a-to-z/` },
      { label: 'Local control modes', href: `${prefix}/category/8-local-control-modes/` },
      { label: 'Setting control modes' },
    ],
    previous: { label: 'Grid limits', href: `${prefix}/Configuration from A to Z/grid-limits/` },
    next: { label: 'App', href: `${prefix}/Troubleshooting/app/` },
    flags: { hideTitle: false, hideTableOfContents: false, hideFooter: false, unlisted: false, draft: false, untranslated: false },
    ...overrides,
  };
}

/** A sidebar of `count` links in nested categories, like the portal's ~330-item sidebar. */
export function largeSidebar(count: number, prefix = ''): SidebarItem[] {
  const categories: SidebarItem[] = [];
  for (let c = 0; c * 11 < count; c++) {
    const items: SidebarItem[] = [];
    for (let i = 0; i < 10 && c * 11 + i + 1 < count; i++) {
      items.push({ type: 'link', label: `Page ${c}.${i}`, href: `${prefix}/section-${c}/page-${i}/`, docId: `s${c}p${i}` });
    }
    categories.push({ type: 'category', label: `Section ${c}`, href: `${prefix}/category/section-${c}/`, collapsible: true, collapsed: true, items });
  }
  return categories;
}
