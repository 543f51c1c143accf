import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';

export const githubHandle = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

const npmName = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

const relatedLink = z.strictObject({
  title: z.string().min(1),
  url: z.string().min(1),
});

/**
 * The fields a content file may set in its front matter. Unknown fields are an error: they are usually typos.
 * Each description is also the writers' guide's table of fields (`::front-matter-fields`), so they cannot drift.
 */
export const frontMatterSchema = z.strictObject({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title must not be empty')
    .describe("The page title: the page's heading and its `<title>`."),
  sort: z.number().finite().optional().describe('Position in the section sidebar (default 0); ties are ordered by title.'),
  group: z
    .string()
    .min(1)
    .optional()
    .describe('The sidebar group the page is listed under; pages without one come first, after the index page.'),
  description: z
    .string()
    .min(1)
    .optional()
    .describe("The meta description. Without it, a package page takes its package's `description`, and otherwise a `.md` page its first paragraph, cut to 160 characters."),
  summary: z
    .string()
    .trim()
    .min(1)
    .max(140, 'summary must fit on one line: at most 140 characters')
    .optional()
    .describe("One line, at most 140 characters, for the tables of the section's index page (else `description` is used); `code` allowed."),
  catalog: z
    .boolean()
    .optional()
    .describe("On a section's index page: after the body, list every page of the section in tables, one per sidebar group."),
  contributors: z
    .array(z.string().regex(githubHandle, 'contributors must be GitHub usernames'))
    .optional()
    .describe('GitHub usernames of the authors, only of real people from real sources: listed before the authors of the file\'s git history (on a package page, with those of its metadata).'),
  related: z.array(relatedLink).optional().describe('The "Further Reading" list: a `title` and a `url` per link.'),
  source: z.url().optional().describe('A "Source" link at the top of the page (default on a package page: its README in the package\'s repository).'),
  edit: z.url().optional().describe('Where "Edit Document" leads (default: the file in the docs repository; on a package page: its README).'),
  repo: z.url().optional().describe('Where "Jump to Repository" leads (default: webpack\'s repository; on a package page: the package\'s).'),
  package: z
    .string()
    .regex(npmName, 'package must be an npm package name')
    .optional()
    .describe('An installed npm package whose README is the page\'s body; the body in the file must stay empty.'),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** The markdown after the front matter, with the front matter lines blanked so line numbers stay true. */
  body: string;
}

const FENCE = /^---[ \t]*\r?\n/;

/** Splits and validates the YAML front matter of a content file. Errors name the file and line. */
export function parseFrontMatter(file: string, source: string): ParsedSource {
  if (!FENCE.test(source)) {
    throw new ContentError(file, 1, 'missing front matter: the file must start with "---" and a title');
  }
  const lines = source.split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && /^---[ \t]*\r?$/.test(line));
  if (closing === -1) {
    throw new ContentError(file, 1, 'front matter is not closed: add a line with "---" after it');
  }
  const yamlText = lines.slice(1, closing).join('\n');
  const firstYamlLine = 2;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const [yamlError] = document.errors;
  if (yamlError) {
    const { line, col } = lineCounter.linePos(yamlError.pos[0]);
    throw new ContentError(file, firstYamlLine + line - 1, `invalid front matter: ${yamlError.message.split('\n')[0]}`, col);
  }

  const result = frontMatterSchema.safeParse(document.toJS() ?? {});
  if (!result.success) {
    const [issue] = result.error.issues;
    if (!issue) throw new ContentError(file, 1, 'invalid front matter');
    const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const place = unknownKey !== undefined ? placeOfKey(document, lineCounter, unknownKey) : placeOf(document, lineCounter, issue.path);
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ContentError(file, firstYamlLine + (place?.line ?? 1) - 1, `invalid front matter: ${where}${issue.message}`, place?.col);
  }

  const body = lines.map((line, index) => (index <= closing ? '' : line)).join('\n');
  return { frontMatter: result.data, body };
}

/** Line and column (1-based, within the YAML) of the deepest node along `path` that exists. */
function placeOf(document: Document, lineCounter: LineCounter, path: PropertyKey[]): { line: number; col: number } | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]);
  }
  return undefined;
}

/** Where a top-level key is, for fields that should not be there. */
function placeOfKey(document: Document, lineCounter: LineCounter, key: string): { line: number; col: number } | undefined {
  if (!isMap(document.contents)) return undefined;
  const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
  return pair && isNode(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]) : undefined;
}
