// The contract between the Rust build and the React theme. Its one source is the engine's
// crates/ampere-render/src/page_data.rs: ./generated/contract.ts is generated from it
// (`make contract`) and `make lint` fails when it is stale. This file only gives the theme's
// names to parts of it. React components read these from context; they never fetch or compute
// site structure themselves.

import type { SidebarItem } from './generated/contract';

export type {
  AnnouncementBar,
  AskAi,
  BootData,
  Breadcrumb,
  CategoryCard,
  Direction,
  DocsVersion,
  LocaleData,
  LocaleInfo,
  NavbarItem,
  PageData,
  PageKind,
  PageLink,
  SidebarItem,
  TocEntry,
} from './generated/contract';

export type SidebarLink = Extract<SidebarItem, { type: 'link' }>;
export type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;
