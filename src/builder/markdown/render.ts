import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root as HastRoot } from 'hast';
import { siteConfig } from '../../../site.config';
import { unified, type PluggableList } from 'unified';
import { EXIT, visit } from './visit';
import { remarkFastParse } from './fast-parse';
import { VFile } from 'vfile';
import type { Anchor, ContentExtension } from '../../shared/content';
import { ContentError } from '../content/errors';
import { remarkAsides } from './asides';
import { remarkGeneratedTables } from './generated-tables';
import { rehypeHeadingIds } from './heading-ids';
import { rehypeHighlight, remarkCodeMeta } from './highlight';
import { remarkIncludeCode } from './include-code';
import { rehypePackageManagerTabs } from './package-managers';
import { rehypeDiagrams } from './diagrams';
import { rehypeExternalLinks, rehypeInternalLinks, type InternalLink } from './links';
import { rehypeReadmeAnchors, rehypeReadmeCleanup, type ReadmeContext } from './readme-cleanup';
import { rehypeSanitizeReadme } from './sanitize';
import { rehypeSearchSections, type SearchSection } from './search-sections';
import { rehypeScrollableTables } from './tables';

export interface RenderedMarkdown {
  /** For `.md`: the article body as HTML. For `.mdx`: a JavaScript module whose default export renders it. */
  code: string;
  anchors: Anchor[];
  /** Every id a `#fragment` may point at. */
  ids: string[];
  links: InternalLink[];
  /** The page cut into sections for the search index. */
  sections: SearchSection[];
  /** Absolute paths of the example files the page shows: the render cache checks them. */
  includes: string[];
  /** The highlight cache's keys of the page's code blocks, kept while the render cache serves the page. */
  highlighted: string[];
}

export interface RenderInput {
  /** Path shown in errors, e.g. `content/concepts/output.md`. */
  file: string;
  /** Path relative to the content root, used to resolve relative links. */
  contentPath: string;
  /** The markdown, with front matter lines blanked so line numbers match the file. */
  body: string;
  /** Set when the body is an npm package's README: fitted to the page, links pointed at its repository. */
  readme?: ReadmeContext;
  /** Absolute folder of the content file, for fences that show an example project's file (`file="…"`). */
  sourceDir?: string;
}

/** Renders one page's body: `.md` to HTML, `.mdx` to a module (render-pool.ts shares the pages with a worker). */
export type PageRenderer = (kind: ContentExtension, input: RenderInput) => Promise<RenderedMarkdown>;

export const renderInThisThread: PageRenderer = (kind, input) => (kind === '.mdx' ? renderMdx(input) : renderMarkdown(input));

function remarkPlugins({ file, sourceDir, readme }: RenderInput): PluggableList {
  const include: PluggableList = sourceDir ? [[remarkIncludeCode, { file, sourceDir }]] : [];
  return [remarkGfm, remarkDirective, [remarkGeneratedTables, { readme: readme !== undefined }], remarkAsides, ...include, remarkCodeMeta];
}

function rehypePlugins({ contentPath, readme }: RenderInput): PluggableList {
  const rest: PluggableList = [
    rehypeDiagrams,
    rehypeSearchSections,
    rehypePackageManagerTabs,
    rehypeHighlight,
    rehypeScrollableTables,
    [rehypeInternalLinks, { contentPath }],
    [rehypeExternalLinks, { origin: siteConfig.origin }],
  ];
  return readme
    ? [rehypeSanitizeReadme, [rehypeReadmeCleanup, readme], rehypeHeadingIds, rehypeReadmeAnchors, ...rest]
    : [rehypeHeadingIds, ...rest];
}

/**
 * rehype-raw parses the whole tree again with parse5 to place the raw HTML of the markdown: most pages
 * have none, and for them the pass is skipped (the same HTML, checked over all our pages).
 */
function rehypeRawWhenNeeded() {
  const transform = rehypeRaw();
  return (tree: HastRoot, file: VFile) => {
    let raw = false;
    visit(tree, 'raw', () => {
      raw = true;
      return EXIT;
    });
    return raw ? transform(tree, file) : tree;
  };
}

/** Markdown to static HTML: the body of a `.md` page is never hydrated as a React tree. */
export async function renderMarkdown(input: RenderInput): Promise<RenderedMarkdown> {
  const file = new VFile({ path: input.file, value: input.body });
  try {
    const result = await unified()
      .use(remarkParse)
      .use(remarkFastParse)
      .use(remarkPlugins(input))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRawWhenNeeded)
      .use(rehypePlugins(input))
      .use(rehypeStringify)
      .process(file);
    return toRendered(String(result), result);
  } catch (error) {
    throw asContentError(input.file, error);
  }
}

/** MDX to a module that exports the page as a React component, for pages that embed components. */
export async function renderMdx(input: RenderInput): Promise<RenderedMarkdown> {
  const file = new VFile({ path: input.file, value: input.body });
  try {
    // Imported on the first MDX page: a build that renders none (most rebuilds) never loads it.
    const { compile } = await import('@mdx-js/mdx');
    const result = await compile(file, {
      remarkPlugins: remarkPlugins(input),
      rehypePlugins: rehypePlugins(input),
      jsxImportSource: 'react',
    });
    return toRendered(String(result), result);
  } catch (error) {
    throw asContentError(input.file, error);
  }
}

function toRendered(code: string, file: VFile): RenderedMarkdown {
  return {
    code,
    anchors: file.data.anchors ?? [],
    ids: file.data.ids ?? [],
    links: file.data.links ?? [],
    sections: file.data.searchSections ?? [],
    includes: file.data.includes ?? [],
    highlighted: file.data.highlighted ?? [],
  };
}

/** Parser and plugin failures carry a position: keep it, so the author sees file and line. */
function asContentError(file: string, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  type Point = { line?: number; column?: number };
  const place = (error as { place?: Point & { start?: Point } }).place;
  const point = place?.start ?? place ?? (error as Point);
  const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
  return new ContentError(file, point.line ?? 1, reason, point.line === undefined ? undefined : point.column);
}
