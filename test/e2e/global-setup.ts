import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { build, isBuildCurrent } from '../../src/builder/build';
import { buildContentIndex } from '../../src/builder/content/content-index';
import { sectionNavs } from '../../src/builder/content/navigation';
import { paths } from '../../src/builder/paths';
import { listen } from '../../src/server/listen';
import { createStaticServer } from '../../src/server/static-server';
import { siteConfig } from '../../site.config';
import type { SectionNav } from '../../src/shared/content';

export interface SitePage {
  url: string;
  title: string;
  anchors: { id: string; title: string }[];
  related: { title: string; url: string }[];
  editUrl: string;
  /** From the git history; absent in a clone without it. */
  lastUpdated?: string;
  contributors: { name: string; github?: string }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    pages: SitePage[];
    navs: Record<string, SectionNav>;
  }
}

/** Builds the site when the sources changed, then serves `dist/` with the production server. */
export default async function setup(project: TestProject) {
  if (!(await isBuildCurrent())) await build();
  const index = await buildContentIndex({ root: paths.content });
  const entries = index.pages.map((page) => page.entry);
  const navs: Record<string, SectionNav> = Object.fromEntries(
    sectionNavs(entries, siteConfig.documentationSections, siteConfig.sectionTitles).map(({ nav }) => [nav.section, nav]),
  );

  const server: Server = createStaticServer({ root: paths.dist });
  const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide(
    'pages',
    entries.map(({ url, title, anchors, related, path, edit, lastUpdated, contributors }) => ({
      url,
      title,
      anchors: anchors.map(({ id, title: text }) => ({ id, title: text })),
      related: related ?? [],
      editUrl: edit ?? `${siteConfig.editBaseUrl}${path}`,
      ...(lastUpdated && { lastUpdated }),
      contributors,
    })),
  );
  project.provide('navs', navs);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
