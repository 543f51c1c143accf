import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { ContentExtension, PageEntry } from '../../shared/content';
import { contentPathToUrl } from '../../shared/urls';
import { renderMarkdown, renderMdx } from '../markdown/render';
import type { InternalLink } from '../markdown/links';
import { parseFrontMatter } from './front-matter';

/** A content file after parsing and rendering: its index entry plus its rendered body. */
export interface LoadedPage {
  entry: PageEntry;
  /** HTML for `.md`, a JavaScript module for `.mdx`. */
  body: string;
  links: InternalLink[];
  ids: ReadonlySet<string>;
  /** The path to show in messages, e.g. `content/concepts/output.md`. */
  file: string;
}

/** Reads, validates and renders one content file. Throws a ContentError naming file and line. */
export async function loadPage(root: string, displayRoot: string, path: string): Promise<LoadedPage> {
  const file = posix.join(displayRoot, path);
  const source = await readFile(join(root, path), 'utf8');
  const { frontMatter, body } = parseFrontMatter(file, source);
  const extension = posix.extname(path) as ContentExtension;
  const render = extension === '.mdx' ? renderMdx : renderMarkdown;
  const rendered = await render({ file, contentPath: path, body });
  const { title, sort, group, contributors, related, description, source: sourceUrl, edit, repo } = frontMatter;
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
    contributors: contributors ?? [],
    ...(group !== undefined && { group }),
    ...(related !== undefined && { related }),
    ...(description !== undefined && { description }),
    ...(sourceUrl !== undefined && { source: sourceUrl }),
    ...(edit !== undefined && { edit }),
    ...(repo !== undefined && { repo }),
  };
  return { entry, body: rendered.code, links: rendered.links, ids: new Set(rendered.ids), file };
}
