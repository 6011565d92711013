import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.ico',
  url: 'https://your-docusaurus-site.example.com',
  baseUrl: '/',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fa'] },
  presets: [
    ['classic', {
        docs: { sidebarPath: './sidebars.ts', editUrl: 'https://github.com/x/y/tree/main/' },
        blog: { showReadingTime: true },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options],
  ],
  plugins: [require.resolve('@easyops-cn/docusaurus-search-local'), function myPlugin() { return {name: 'x'}; }],
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    navbar: {
      title: 'My Site',
      logo: { alt: 'My Site Logo', src: 'img/logo.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial' },
        {to: '/blog', label: 'Blog', position: 'left'},
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: { style: 'dark', links: [], copyright: `Copyright © ${new Date().getFullYear()} My Project, Inc.` },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};
export default config;
