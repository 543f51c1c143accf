import type { Element, Root as HastRoot } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { defaultSchema } from 'hast-util-sanitize';
import { toString } from 'hast-util-to-string';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, toMarkdown, type Options as ToMarkdownOptions, type State } from 'mdast-util-to-markdown';
import { parseFragment } from 'parse5';
import type { PageEntry } from '../../shared/content';
import { TYPE_INFO_POPUP_CLASS } from '../../shared/type-info';
import { articleMdast } from './article-mdast';
import { MarkdownTwinError } from './markdown-twin-error';
import { callout, CHROME_CLASSES, codeBlock, siteUrl } from './twin-nodes';

/**
 * A page's Markdown twin (`/concepts/output.md` beside `/concepts/output/`), for assistants and tools:
 * made from the article body as the prerender rendered it, so MDX components and generated tables
 * come out as they read on the page. Title, description and (for README pages) the package come
 * first; links are absolute; the page's chrome (heading self-links, copy buttons) is left out.
 */
export function pageMarkdown(entry: PageEntry, bodyHtml: string, origin: string): string {
  const page = new URL(entry.url, origin);
  const html = withoutTypePopups(diagramsAsText(bodyHtml.includes('has-diff') ? diffBlocksMarked(bodyHtml) : bodyHtml));
  const body = articleMdast(html, page) ?? hastMdast(entry, html, page);
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: entry.title }] }];
  if (entry.description) head.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: entry.description }] }] });
  if (entry.package) {
    const { name, version } = entry.package;
    head.push({
      type: 'paragraph',
      children: [
        { type: 'text', value: `The text below is the README of ${name} ${version}, from its ` },
        { type: 'link', url: `https://www.npmjs.com/package/${name}/v/${version}`, children: [{ type: 'text', value: 'npm package' }] },
        { type: 'text', value: '.' },
      ],
    });
  }
  return toMarkdown({ type: 'root', children: [...head, ...body.children] }, MARKDOWN_OPTIONS);
}

/**
 * The general path from HTML to mdast: parse5, hast and hast-util-to-mdast, for any body. Most pages
 * take the fast path of article-mdast.ts, which makes the same tree of the HTML it reads.
 */
export function hastMdast(entry: Pick<PageEntry, 'path'>, bodyHtml: string, page: URL): MdastRoot {
  // parse5 without source positions (hast-util-from-html tracks them; nothing here needs them): half the time.
  const tree = fromParse5(parseFragment(withoutTokenSpans(bodyHtml), { scriptingEnabled: false })) as HastRoot;
  const unknown = prepare(tree, page);
  if (unknown) throw MarkdownTwinError.of(entry, `<${unknown}> has no Markdown form (teach src/builder/prerender/page-markdown.ts to write it, or leave it out of the page)`);
  return toMdast(tree, { handlers: HANDLERS }) as MdastRoot;
}

/**
 * Escaping text (`state.safe`) tries every pattern of `state.unsafe` (91 with GFM's) on every piece of
 * text: a scope check, a copy of the text and a regular expression each. A pattern can only match
 * where its character is, so the patterns whose character the text lacks are left out first: the
 * same escapes (page-markdown.test.ts compares them), and our twins took 12 % less time (2.49 to
 * 2.20 s, one thread), the 2,000 generated pages' 22 % less. The patterns kept for each set of
 * characters present are remembered, since most texts have the same few: 7 % less again (1.37 to
 * 1.27 s for our 190 twins, one thread, warm).
 */
function withPrefilteredEscapes(state: State): void {
  const escape = state.safe;
  const all = state.unsafe;
  const characters = [...new Set(all.map((pattern) => pattern.character))];
  const kept = new Map<string, State['unsafe']>();
  state.safe = (input, config) => {
    const value = (config.before ?? '') + (input ?? '') + (config.after ?? '');
    const present = characters.filter((character) => value.includes(character)).join('');
    let patterns = kept.get(present);
    if (!patterns) kept.set(present, (patterns = all.filter((pattern) => present.includes(pattern.character))));
    state.unsafe = patterns;
    try {
      return escape.call(state, input, config);
    } finally {
      state.unsafe = all;
    }
  };
}

export const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  // The first handler called, with the state every other handler gets.
  handlers: {
    root(node, parent, state, info) {
      withPrefilteredEscapes(state);
      return defaultHandlers.root(node, parent, state, info);
    },
  },
  // Columns padded to one width would make the CLI's flag table a megabyte of spaces.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
};

/**
 * Elements a body may hold: what README pages keep through the sanitiser (GitHub's schema), and what
 * our own pages render around it. Anything else (an `<svg>`, a `<video>`) would be lost without a word.
 */
const KNOWN_ELEMENTS = new Set([...(defaultSchema.tagNames ?? []), 'figure', 'figcaption', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'time']);

/**
 * The highlighter's spans (a line's, a token's) are most of a code-heavy page's HTML and nothing of
 * them reaches the Markdown: dropped before parsing, they cost nothing to parse, copy and walk. Inside
 * a `<pre>` of ours there is no other span (highlight.ts).
 */
const withoutTokenSpans = (html: string) => html.replace(/(<pre\b[^>]*>)([\s\S]*?<\/pre>)/g, (_, open: string, rest: string) => open + rest.replace(/<\/?span\b[^>]*>/g, ''));

/** A diagram (diagrams.ts) reads as its text alternative, the SVG's `<desc>`, then its caption. */
const diagramsAsText = (html: string) =>
  html.includes('diagram__scroll') ? html.replace(/<div class="diagram__scroll"[^>]*>[\s\S]*?<desc[^>]*>([\s\S]*?)<\/desc>[\s\S]*?<\/svg><\/div>/g, '<p>$1</p>') : html;

/**
 * The popups of types on hover (type-info.ts) are no part of the code: gone before either path reads
 * the HTML. A popup holds a `<code>` and description spans with no span inside them.
 */
const POPUP = new RegExp(`<span class="${TYPE_INFO_POPUP_CLASS}"[^>]*>(?:<code[^>]*>[^<]*</code>)?(?:<span[^>]*>[\\s\\S]*?</span>)*</span>`, 'g');
const withoutTypePopups = (html: string) => (html.includes(TYPE_INFO_POPUP_CLASS) ? html.replace(POPUP, '') : html);

/**
 * A block with added and removed lines (code-notation.ts), whose colours say which is which, becomes a
 * `diff` block in the twin: each line marked `+`, `-` or ` ` as Markdown shows a change. Done to the
 * HTML before either path reads it.
 */
const diffBlocksMarked = (html: string) =>
  html.replace(/(<pre\b[^>]*\bhas-diff\b[^>]*>)([\s\S]*?<\/pre>)/g, (_, open: string, rest: string) =>
    open.replace(/data-language="[^"]*"/, 'data-language="diff"') +
    rest.replace(/<span class="line(?: diff (add|remove))?[^"]*">/g, (_line, kind?: string) => (kind === 'add' ? '+' : kind === 'remove' ? '-' : ' ')),
  );

const hasClass = (node: Element, name: string) => Array.isArray(node.properties.className) && node.properties.className.includes(name);

/**
 * One walk over the parsed body, before the conversion: it drops the page's chrome (the `#` link
 * beside each heading, each code block's copy button), makes site paths and `#anchors` URLs on the
 * published site (so a link works wherever the text is read). Returns the first element with no
 * Markdown form, if any.
 */
function prepare(node: HastRoot | Element, page: URL): string | undefined {
  if (node.type === 'element') {
    if (!KNOWN_ELEMENTS.has(node.tagName)) return node.tagName;
    for (const name of ['href', 'src'] as const) {
      const value = node.properties[name];
      const url = typeof value === 'string' ? siteUrl(value, page) : undefined;
      if (url) node.properties[name] = url;
    }
  }
  node.children = node.children.filter((child) => child.type !== 'element' || !CHROME_CLASSES.some((name) => hasClass(child, name)));
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const unknown = prepare(child, page);
    if (unknown) return unknown;
  }
  return undefined;
}

const HANDLERS: Record<string, Handle> = {
  figure(state, node) {
    const pre = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
    if (!hasClass(node, 'code') || !pre) return state.toFlow(state.all(node));
    const caption = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'figcaption');
    return codeBlock(pre.properties.dataLanguage, toString(pre), caption && toString(caption));
  },
  pre: (_state, node) => codeBlock(node.properties.dataLanguage, toString(node)),
  div(state, node) {
    if (!hasClass(node, 'aside')) return state.toFlow(state.all(node));
    const [title, ...rest] = node.children.filter((child): child is Element => child.type === 'element');
    const titled = title && hasClass(title, 'aside__title');
    return callout(titled ? toString(title) : undefined, state.toFlow(state.all({ ...node, children: titled ? rest : node.children })));
  },
};
