// @ts-check
// Docusaurus 3.9.2 configuration for the peer build in `bench/build.sh --peer`.
// It mirrors site/ampere.toml (the original site's configuration) so that both engines
// build the same content with the same locales and routes. bench/build.sh copies this
// template into a temporary site folder next to a copy of site/docs (docs/), site/pages
// (src/pages/), site/static (static/) and site/i18n (i18n/).
//
// Differences that are Docusaurus-specific and handled here, not in site/:
// - `markdown.format: 'md'`: the pages contain `{{brandName}}`-style placeholders, which MDX
//   would parse as JavaScript expressions and reject. Plain Markdown keeps them as literal
//   text (ampere replaces them; that is a little extra work ampere does and Docusaurus does not).
// - Front matter `show_if` / `hide_footer` are ampere extensions; Docusaurus ignores unknown keys.
// - ampere's `[[redirects]]` and built-in search have no counterpart here (no client-redirects
//   plugin, no search plugin): Docusaurus does less work than ampere on both counts.
// - Nothing for the two categories labelled "Reports": the legacy one has a `key` in its
//   _category_.json, which Docusaurus 3.9 reads too, so their translation keys do not collide.

const locales = {
  en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
  nl: { label: 'Nederlands', direction: 'ltr', htmlLang: 'nl' },
  fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr' },
  de: { label: 'Deutsch', direction: 'ltr', htmlLang: 'de' },
  it: { label: 'Italiano', direction: 'ltr', htmlLang: 'it' },
  pl: { label: 'Polski', direction: 'ltr', htmlLang: 'pl' },
  pt: { label: 'Português', direction: 'ltr', htmlLang: 'pt' },
  es: { label: 'Español', direction: 'ltr', htmlLang: 'es' },
  sv: { label: 'Svenska', direction: 'ltr', htmlLang: 'sv' },
  // `ch` is the path of the original site; the language is Simplified Chinese (see ampere.toml).
  ch: { label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans' },
  ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar' },
  hi: { label: 'हिन्दी', direction: 'ltr', htmlLang: 'hi' },
};

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'SmartgridOne Documentation',
  tagline: 'Install, configure and monitor your energy controller',
  favicon: 'img/favicon.svg',
  url: 'https://docs.smartgridone.example',
  baseUrl: '/',
  trailingSlash: true,

  // As the specification says for the original site.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',

  markdown: {
    format: 'md',
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },

  customFields: {
    brandName: 'Eniris',
    controllerName: 'SmartgridOne Controller',
    insightsName: 'Insights',
    insightsUrl: 'https://insights.eniris.be',
    enableEnecoPage: true,
    showToolbox: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: Object.keys(locales),
    localeConfigs: Object.fromEntries(
      Object.entries(locales).map(([code, c]) => [code, { ...c, calendar: 'gregory', path: code }]),
    ),
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
        },
        blog: false,
        pages: { path: 'src/pages' },
        theme: {},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {
        defaultMode: 'light',
        disableSwitch: false,
        respectPrefersColorScheme: false,
      },
      navbar: {
        title: 'SmartgridOne Documentation',
        hideOnScroll: false,
        items: [
          { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation' },
          { type: 'localeDropdown', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        copyright: `Copyright © ${new Date().getFullYear()} Eniris`,
      },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    }),
};

module.exports = config;
