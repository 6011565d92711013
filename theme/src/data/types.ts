// The contract between the Rust build and the React theme.
// The Rust side mirrors these shapes in crates/ampere-render/src/page_data.rs (serde, camelCase).
// React components read these from context; they never fetch or compute site structure themselves.

export type Direction = 'ltr' | 'rtl';

/** One locale of the site. `prefix` is '' for the default locale, else '/hi', '/ar', ... */
export interface LocaleInfo {
  code: string;
  label: string;
  direction: Direction;
  htmlLang: string;
  prefix: string;
  /** URL of this locale's shared data file (LocaleData), hashed, cacheable forever. */
  dataUrl: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Full href including the locale prefix and a trailing slash, e.g. '/hi/installation/'. */
  href: string;
  docId: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Link of the category itself (generated index or a doc); absent when the category has no page. */
  href?: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface NavbarItem {
  type: 'docSidebar' | 'localeDropdown';
  position: 'left' | 'right';
  label?: string;
  /** For docSidebar: the first doc of the sidebar, with locale prefix. */
  href?: string;
}

/** One version of the docs (SPEC §3). The site has one: `current`, at the locale root. */
export interface DocsVersion {
  /** Version name, e.g. 'current'; the value stored as the reader's preferred version. */
  name: string;
  label: string;
  /** True for the latest version, the one readers get by default. */
  isLast: boolean;
  /** URL path of the version's docs with locale prefix and trailing slash: '/', '/hi/'. */
  path: string;
}

export interface AnnouncementBar {
  id: string;
  /** Trusted HTML from the site configuration. */
  content: string;
  isCloseable: boolean;
}

/** The search dialog's Ask-AI mode; present only when the site configures an endpoint. */
export interface AskAi {
  /** Absolute URL or root-relative path: questions are posted here, feedback to `<endpoint>/feedback`. */
  endpoint: string;
}

/** Shared by every page of one locale: fetched once per locale. */
export interface LocaleData {
  locale: LocaleInfo;
  locales: LocaleInfo[];
  defaultLocale: string;
  site: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string;
    brandName: string;
    controllerName: string;
    insightsName: string;
    insightsUrl: string;
    copyright: string;
  };
  navbar: { hideOnScroll: boolean; items: NavbarItem[] };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: AnnouncementBar;
  askAi?: AskAi;
  sidebar: SidebarItem[];
  /** Theme string catalogue (code.json keys to text), already translated for this locale. */
  strings: Record<string, string>;
  search: {
    /** URL of this locale's binary search index. */
    indexUrl: string;
    debounceMs: number;
    maxResults: number;
    /** Route of the search page relative to the locale root, e.g. 'search'. */
    searchPagePath: string;
    /** Optional: where "Let us know." on the no-results screen points (e.g. an issue form). Hidden when absent. */
    reportMissingResultsUrl?: string;
  };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Docs versions; the version badge is shown only when there is more than one. */
  versions: DocsVersion[];
}

export interface TocEntry {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface CategoryCard {
  label: string;
  href: string;
  description: string;
  /** 'category' cards lead to a category index, 'link' cards to a doc. */
  type: 'link' | 'category';
  /** Number of items for a category card. */
  count?: number;
}

export type PageKind = 'doc' | 'category' | 'search' | 'notFound' | 'markdownPage' | 'linkReport';

export interface PageData {
  kind: PageKind;
  /** Full route with locale prefix and trailing slash: '/', '/hi/', '/hi/installation/'. */
  route: string;
  /** Locale code of this page. */
  locale: string;
  title: string;
  description: string;
  /** Rendered content HTML (trusted, from the Markdown stage). Empty for engine pages. */
  html: string;
  /** Headings already filtered to the page's TOC levels. */
  toc: TocEntry[];
  breadcrumbs: { label: string; href?: string }[];
  previous?: PageLink;
  next?: PageLink;
  flags: {
    hideTitle: boolean;
    hideTableOfContents: boolean;
    hideFooter: boolean;
    unlisted: boolean;
    draft: boolean;
    /** True when this locale has no translation and the default-locale content is shown. */
    untranslated: boolean;
  };
  /** For kind 'category': the cards of the category's children. */
  category?: { cards: CategoryCard[] };
  /** For kind 'linkReport': every internal link of the locale and whether it resolves. */
  linkReport?: { source: string; target: string; ok: boolean }[];
  editUrl?: string;
}

/** What every server-rendered HTML page carries inline (script#__ampere_page). */
export interface BootData {
  page: PageData;
  /** URL of the page's own locale data (same as locales[].dataUrl). */
  localeDataUrl: string;
}
