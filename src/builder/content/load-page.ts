import { dirname, join, posix } from 'node:path';
import type { ContentExtension, Contributor, PackageRef, PageEntry } from '../../shared/content';
import { contentPathToUrl } from '../../shared/urls';
import type { PageRenderer, RenderInput } from '../markdown/render';
import { renderCached } from '../markdown/render-cache';
import type { ReadmeContext } from '../markdown/readme-cleanup';
import type { InternalLink } from '../markdown/links';
import type { SearchSection } from '../markdown/search-sections';
import { paths } from '../paths';
import { descriptionFromHtml } from './description';
import { ContentError } from './errors';
import type { ContentHistory } from './git-history';
import { parseFrontMatter, type FrontMatter } from './front-matter';
import type { PackagePage } from './package-pages';
import { readPackageReadme } from './package-readme';

/** A content file after parsing and rendering: its index entry plus its rendered body. */
export interface LoadedPage {
  entry: PageEntry;
  /** HTML for `.md`, a JavaScript module for `.mdx`. */
  body: string;
  links: InternalLink[];
  ids: ReadonlySet<string>;
  /** The page cut into sections for the search index. */
  sections: SearchSection[];
  /** The path to show in messages, e.g. `content/concepts/output.md`. */
  file: string;
  /** A section index that lists every page of its section after its body. */
  catalog: boolean;
  /** Absolute paths of the example files the body shows. */
  includes: string[];
}

/** What one page's rendering needs to know about the others. */
export interface SiteContext {
  /** The page of each npm package the site renders a README for, by package name. */
  packagePages: ReadonlyMap<string, PackagePage>;
  /** Renders a body the render cache does not have: in this thread or a worker (render-pool.ts). */
  render: PageRenderer;
  /** Who changed each content file, and when last (git-history.ts). */
  history: ContentHistory;
}

/** Validates and renders one content file, `source` being its text. Throws a ContentError naming file and line. */
export async function loadPage(
  root: string,
  displayRoot: string,
  path: string,
  source: string,
  site: SiteContext,
  /** Generated markdown rendered after the body (a section index's catalog). */
  appendix = '',
): Promise<LoadedPage> {
  const file = posix.join(displayRoot, path);
  const parsed = parseFrontMatter(file, source);
  const extension = posix.extname(path) as ContentExtension;
  const { frontMatter, body, packageRef }: PageSource = parsed.frontMatter.package
    ? await withReadme(file, source, extension, parsed, site)
    : { frontMatter: parsed.frontMatter, body: { text: parsed.body } };
  const input: RenderInput = {
    file: body.file ?? file,
    contentPath: path,
    body: appendix ? `${body.text}\n\n${appendix}` : body.text,
    readme: body.readme,
    ...(!body.readme && { sourceDir: dirname(join(root, path)) }),
  };
  const rendered = await renderCached(extension, input, site.render);
  const { title, sort, group, contributors, related, source: sourceUrl, edit, repo, summary } = frontMatter;
  // Without one in the front matter, the first paragraph describes the page (MDX compiles to code).
  const description = frontMatter.description ?? (extension === '.md' ? descriptionFromHtml(rendered.code) : undefined);
  const history = site.history.of(path);
  // A README page's authors are its package's; the history of its stub file says only when it last changed.
  const authors = packageRef ? [] : (history?.authors ?? []);
  const entry: PageEntry = {
    type: 'file',
    path,
    name: posix.basename(path, extension),
    size: Buffer.byteLength(source),
    extension,
    url: contentPathToUrl(path),
    title,
    sort: sort ?? 0,
    anchors: rendered.anchors,
    contributors: contributorsOf(contributors ?? [], authors),
    ...(history && { lastUpdated: history.lastUpdated }),
    ...(group !== undefined && { group }),
    ...(related !== undefined && { related }),
    ...(description !== undefined && { description }),
    ...(summary !== undefined && { summary }),
    ...(packageRef !== undefined && { package: packageRef }),
    ...(sourceUrl !== undefined && { source: sourceUrl }),
    ...(edit !== undefined && { edit }),
    ...(repo !== undefined && { repo }),
  };
  return {
    entry,
    body: rendered.code,
    links: rendered.links,
    ids: new Set(rendered.ids),
    sections: rendered.sections,
    file,
    catalog: frontMatter.catalog ?? false,
    includes: rendered.includes,
  };
}

/** The front matter's GitHub accounts, then the history's authors not among them. */
function contributorsOf(handles: string[], authors: Contributor[]): Contributor[] {
  const named = new Set(handles.map((handle) => handle.toLowerCase()));
  const people: Contributor[] = handles.map((handle) => ({ name: handle, github: handle }));
  return [...people, ...authors.filter((author) => !author.github || !named.has(author.github.toLowerCase()))];
}

interface PageSource {
  frontMatter: FrontMatter;
  packageRef?: PackageRef;
  body: { text: string; file?: string; readme?: ReadmeContext };
}

/**
 * A loader or plugin page names an npm package: its body is that package's README, and the
 * package's metadata fills in what the front matter leaves out (description, links, contributors).
 */
async function withReadme(
  file: string,
  source: string,
  extension: ContentExtension,
  parsed: { frontMatter: FrontMatter; body: string },
  site: SiteContext,
): Promise<PageSource> {
  const name = parsed.frontMatter.package as string;
  const line = source.split('\n').findIndex((text) => /^package\s*:/.test(text)) + 1;
  if (extension !== '.md') throw new ContentError(file, line, 'a page rendered from a package README must be a .md file');
  const readme = await readPackageReadme(name, paths.root);
  if (!readme) {
    throw new ContentError(file, line, `package "${name}" is not installed: add it to devDependencies so its README can be rendered`);
  }
  const extra = parsed.body.split('\n').findIndex((text) => text.trim() !== '');
  if (extra !== -1) {
    throw new ContentError(file, extra + 1, `the page's text comes from the README of "${name}": leave the body empty`);
  }
  const { frontMatter } = parsed;
  const readmeUrl = readme.repo && `${readme.repo}/blob/HEAD/README.md`;
  const ownPage = site.packagePages.get(name)?.url;
  return {
    frontMatter: {
      ...frontMatter,
      description: frontMatter.description ?? readme.description,
      contributors: [...new Set([...(frontMatter.contributors ?? []), ...readme.contributors])],
      repo: frontMatter.repo ?? readme.repo,
      source: frontMatter.source ?? readmeUrl,
      edit: frontMatter.edit ?? readmeUrl,
    },
    packageRef: { name, version: readme.version },
    body: {
      text: readme.markdown,
      file: readme.file,
      readme: {
        ...(readme.repo && { repo: readme.repo }),
        packagePages: site.packagePages,
        ...(ownPage !== undefined && { page: ownPage }),
        title: frontMatter.title,
      },
    },
  };
}
