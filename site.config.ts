/**
 * Everything about the site that is not content: names, navigation, external links.
 * Read by the build (titles, edit links) and bundled into the app (header, footer).
 */
export interface NavLink {
  title: string;
  url: string;
}

export interface SiteConfig {
  name: string;
  description: string;
  /** The origin the site is published at; used for canonical links. */
  origin: string;
  version: { current: number; previous: { version: number; url: string } };
  /** Where the header's "Documentation" link goes. */
  documentationUrl: string;
  /** The sections grouped under "Documentation" in the header, in menu order. */
  documentationSections: string[];
  /** Human titles of every section, used for the sidebar heading and printable pages. */
  sectionTitles: Record<string, string>;
  header: NavLink[];
  footer: { internal: NavLink[]; external: NavLink[] };
  languages: { code: string; title: string; url: string }[];
  /** The dismissible notice. Raising `version` shows it again to readers who closed an older one. */
  notification: { version: string; message: string; link: NavLink };
  /** Where webpack itself lives ("Jump to Repository"). */
  repository: string;
  /** Base URL that a content path is appended to for "Edit Document". */
  editBaseUrl: string;
  /**
   * Site search. Without `docsearch`, a local full-text index built with the site is used; with it,
   * queries go to that hosted Algolia DocSearch index (application id, search-only key, index name).
   */
  search?: { docsearch?: { appId: string; apiKey: string; indexName: string } };
}

export const siteConfig: SiteConfig = {
  name: 'webpack',
  description:
    'webpack is a module bundler. It takes modules with dependencies and generates static assets that represent them.',
  origin: 'https://webpack.js.org',
  version: { current: 5, previous: { version: 4, url: 'https://v4.webpack.js.org/' } },
  documentationUrl: '/concepts/',
  documentationSections: ['concepts', 'configuration', 'guides', 'api', 'loaders', 'plugins', 'migrate'],
  sectionTitles: {
    concepts: 'Concepts',
    configuration: 'Configuration',
    api: 'API',
    guides: 'Guides',
    loaders: 'Loaders',
    plugins: 'Plugins',
    migrate: 'Migrate',
    contribute: 'Contribute',
    blog: 'Blog',
    license: 'License',
    glossary: 'Glossary',
    comparison: 'Comparison',
    branding: 'Branding',
  },
  header: [
    { title: 'Contribute', url: '/contribute/' },
    { title: 'Vote', url: '/vote/' },
    { title: 'Blog', url: '/blog/' },
  ],
  footer: {
    internal: [
      { title: 'Get Started', url: '/guides/getting-started/' },
      { title: 'Comparison', url: '/comparison/' },
      { title: 'Glossary', url: '/glossary/' },
      { title: 'Branding', url: '/branding/' },
      { title: 'License', url: '/license/' },
    ],
    external: [
      { title: 'Swag Store', url: 'https://webpack.threadless.com/' },
      { title: 'Chat', url: 'https://gitter.im/webpack/webpack' },
      { title: 'Changelog', url: 'https://github.com/webpack/webpack/releases' },
      { title: 'GitHub', url: 'https://github.com/webpack/webpack' },
    ],
  },
  languages: [
    { code: 'en', title: 'English', url: 'https://webpack.js.org' },
    { code: 'zh', title: '中文', url: 'https://webpack.docschina.org' },
  ],
  notification: {
    version: '3',
    message: 'webpack is built by volunteers and funded by its users.',
    link: { title: 'Support the team on Open Collective', url: 'https://opencollective.com/webpack' },
  },
  repository: 'https://github.com/webpack/webpack',
  editBaseUrl: 'https://github.com/webpack/webpack.js.org/edit/main/content/',
};
