import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import type { Highlighter, ShikiTransformer } from 'shiki';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { linesOf, markLines, metaHighlightedLines, numberLines, NOTATION_TRANSFORMERS, resultingFile } from './code-notation';
import { configExampleProject } from '../reference/config-example-project';
import { formatOf, isRunExample } from '../reference/config-examples';
import { highlightCache, type HighlightCache } from './highlight-cache';
import { playgroundLink } from './playground-link';
import { rememberingEngine } from './regex-answers';
import { TYPE_INFO_VERSION, TypeInfoError, typeInfoTransformer, type TypeProblem } from './type-info';
import { visit } from './visit';

/** Languages highlighted at build time; any other fence is shown as plain text. */
export const HIGHLIGHTED_LANGUAGES = [
  'js', 'ts', 'jsx', 'tsx', 'json', 'jsonc', 'json5', 'bash', 'shell', 'diff', 'html', 'css', 'scss',
  'sass', 'less', 'yaml', 'markdown', 'mdx', 'vue', 'svelte', 'coffee', 'handlebars', 'pug', 'xml',
  'toml', 'ini', 'graphql', 'sql', 'rust', 'c', 'cpp', 'python', 'docker', 'nginx', 'http',
] as const;

const LANGUAGE_ALIASES: Record<string, string> = {
  javascript: 'js',
  typescript: 'ts',
  sh: 'bash',
  console: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  md: 'markdown',
  htm: 'html',
  dockerfile: 'docker',
};

export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;
/** Oniguruma, answering the second theme's pass over a block from the first's (regex-answers.ts). */
let regex: ReturnType<typeof rememberingEngine> | undefined;

const SHIKI_VERSION: string = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('shiki').replace(/dist[\\/].*$/, 'package.json'), 'utf8')).version;

/** Highlighted blocks from earlier builds (see highlight-cache.ts); `generateModules` saves it. */
declare module 'vfile' {
  interface DataMap {
    /** The highlight cache's keys of the page's code blocks. */
    highlighted: string[];
  }
}

/**
 * github-light-default's comment grey is 4.6:1 on white, barely AA, and under 4.5:1 on the tinted
 * backgrounds around code (inline code, callouts): GitHub's muted foreground, 6.4:1 on white, instead.
 */
export const LIGHT_COMMENT = { shiki: '#6E7781', ours: '#57606A' } as const;

export const highlighted: HighlightCache = highlightCache(`shiki ${SHIKI_VERSION} ${THEMES.light} ${THEMES.dark} comments ${LIGHT_COMMENT.ours} plain default tokens, line notation without its trailing spaces`);

/** Shiki's replacement table (keys in lower case) for the light theme's comment colour. */
const COLOR_REPLACEMENTS = { [THEMES.light]: { [LIGHT_COMMENT.shiki.toLowerCase()]: LIGHT_COMMENT.ours } };

/** One code block highlighted in both themes, with the light theme's comments darkened. */
function highlightBlock(shiki: Highlighter, language: string, source: string, typeInfo?: ShikiTransformer): Element {
  regex?.nextBlock();
  const transformers = typeInfo ? [...NOTATION_TRANSFORMERS, typeInfo] : NOTATION_TRANSFORMERS;
  const pre = shiki.codeToHast(source, { lang: language, themes: THEMES, defaultColor: false, colorReplacements: COLOR_REPLACEMENTS, transformers }).children[0] as Element;
  return withoutDefaultTokens(pre);
}

/**
 * Puts the text of tokens coloured as the block itself (in both themes) straight into their line.
 * Such a span paints nothing: a line's text takes the block's colours, which Shiki sets on `<pre>`
 * (PageBody.css colours every span of a block from them). They were nearly half of all spans, and
 * a fifth of the pages' data before compression.
 */
export function withoutDefaultTokens(pre: Element): Element {
  const blockColours = /--shiki-light:#\w+;--shiki-dark:#\w+/i.exec(String(pre.properties.style ?? ''))?.[0].toLowerCase();
  const code = pre.children[0];
  if (!blockColours || code?.type !== 'element') return pre;
  // A span with a class (a highlighted word) marks something even in the block's colours.
  const isPlain = (token: ElementContent) => token.type === 'element' && !token.properties.class && String(token.properties.style ?? '').toLowerCase() === blockColours;
  for (const line of code.children) {
    if (line.type === 'element') line.children = line.children.flatMap((token) => (isPlain(token) ? (token as Element).children : [token]));
  }
  return pre;
}

/**
 * Languages whose highlighting depends on which other grammars are loaded: they embed others only
 * when those are there (fences in Markdown, `<script lang>` in Vue), or, for Vue, inject rules into
 * Markdown and Pug. A block of theirs is highlighted with every grammar loaded, so that its colours
 * never depend on the order in which a thread met the languages (checked by highlight.test.ts).
 */
export const ORDER_SENSITIVE_LANGUAGES: readonly string[] = ['markdown', 'mdx', 'vue', 'svelte', 'pug'];

/** Grammars being loaded or loaded, by language. */
const grammars = new Map<string, Promise<void>>();

function loadGrammar(shiki: Highlighter, language: string): Promise<void> {
  let loaded = grammars.get(language);
  if (!loaded) {
    loaded = shiki.loadLanguage(language as (typeof HIGHLIGHTED_LANGUAGES)[number]);
    grammars.set(language, loaded);
  }
  return loaded;
}

/**
 * One highlighter per thread, with the grammars of the languages its blocks use: each loads on its
 * first block, since loading all of them took a second in every thread that renders pages.
 */
async function highlighterFor(language: string): Promise<Highlighter> {
  // Imported on the first block: a build whose pages all come from the render cache never loads Shiki.
  const shiki = await (highlighter ??= import('shiki').then(async ({ createHighlighter, createOnigurumaEngine }) => {
    regex = rememberingEngine(await createOnigurumaEngine(import('shiki/wasm')));
    return createHighlighter({ themes: Object.values(THEMES), langs: [], engine: regex.engine });
  }));
  if (language === 'text') return shiki;
  if (!ORDER_SENSITIVE_LANGUAGES.includes(language)) {
    await loadGrammar(shiki, language);
    return shiki;
  }
  // Each grammar loaded after one that embeds it lazily reloads that one: the others first halves the time.
  await Promise.all(HIGHLIGHTED_LANGUAGES.filter((name) => !ORDER_SENSITIVE_LANGUAGES.includes(name)).map((name) => loadGrammar(shiki, name)));
  await Promise.all(ORDER_SENSITIVE_LANGUAGES.map((name) => loadGrammar(shiki, name)));
  return shiki;
}

/**
 * A code block to highlight: its language (one of HIGHLIGHTED_LANGUAGES, or `text`), its text, and
 * whether it gets types on hover (a `twoslash` fence: type-info.ts).
 */
export interface BlockRequest {
  language: string;
  source: string;
  types?: boolean;
}

/** A highlighted block, or the type error that kept a `twoslash` block from being highlighted. */
export type HighlightResult = Element | { typeProblem: TypeProblem };

/** The language a block is kept under in the highlight cache: a `twoslash` block's also says what its types came from. */
const cacheLanguage = ({ language, types }: BlockRequest): string => (types ? `${language} types ${TYPE_INFO_VERSION}` : language);

/** Highlights blocks in this thread; Shiki, each grammar and TypeScript load on first use. */
export async function highlightBlocks(blocks: readonly BlockRequest[]): Promise<HighlightResult[]> {
  const results: HighlightResult[] = [];
  for (const { language, source, types } of blocks) {
    try {
      // The popups' types are written in TypeScript.
      const typeInfo = types ? (await highlighterFor('ts'), await typeInfoTransformer(source)) : undefined;
      results.push(highlightBlock(await highlighterFor(language), language, source, typeInfo));
    } catch (error) {
      if (!(error instanceof TypeInfoError)) throw error;
      results.push({ typeProblem: error.problem });
    }
  }
  return results;
}

type BlockHighlighter = (blocks: readonly BlockRequest[]) => Promise<HighlightResult[]>;
let blockHighlighter: BlockHighlighter = highlightBlocks;

/**
 * Where the blocks the cache does not have are highlighted: in this thread unless the build's render
 * pool hands them to a worker (render-pool.ts), and in this thread again when given no argument.
 */
export function highlightBlocksWith(highlighter: BlockHighlighter = highlightBlocks): void {
  blockHighlighter = highlighter;
}

/** Type errors of this build's `twoslash` blocks, by cache key: never cached, so the next build meets them again. */
const typeProblems = new Map<string, TypeProblem>();

/** Highlights the blocks the cache does not have yet, each once, and adds them to it. */
async function ensureHighlighted(blocks: readonly BlockRequest[]): Promise<void> {
  const missing = new Map<string, BlockRequest>();
  // Language, text and types only: a block of rehypeHighlight's also holds its tree, which a worker must not be sent.
  for (const { language, source, types } of blocks) {
    const key = highlighted.keyOf(cacheLanguage({ language, source, types }), source);
    if (!typeProblems.has(key) && !highlighted.has(cacheLanguage({ language, source, types }), source)) missing.set(key, { language, source, types });
  }
  if (missing.size === 0) return;
  const made = await blockHighlighter([...missing.values()]);
  const adopted: Record<string, Element> = {};
  [...missing.keys()].forEach((key, at) => {
    const result = made[at]!;
    if ('typeProblem' in result) typeProblems.set(key, result.typeProblem);
    else adopted[key] = result;
  });
  if (Object.keys(adopted).length > 0) highlighted.adopt(adopted);
}

/** A copy of a block `ensureHighlighted` put in the cache, or its type error. */
function cachedBlock(block: BlockRequest): Element | TypeProblem {
  return typeProblems.get(highlighted.keyOf(cacheLanguage(block), block.source)) ?? highlighted.highlight(cacheLanguage(block), block.source, () => {
    throw new Error(`a ${block.language} block was not highlighted before use`);
  });
}

/** Code outside the content (the splash page's examples) as HTML, highlighted as the content's blocks are. */
export async function highlightToHtml(language: string, source: string): Promise<string> {
  await ensureHighlighted([{ language, source }]);
  return unified().use(rehypeStringify).stringify({ type: 'root', children: [cachedBlock({ language, source }) as Element] });
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  const name = Array.isArray(classes)
    ? classes.map(String).find((item) => item.startsWith('language-'))?.slice('language-'.length)
    : undefined;
  if (!name) return 'text';
  const language = LANGUAGE_ALIASES[name] ?? name;
  return (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(language) ? language : 'text';
}

/**
 * Keeps a fence's meta line (what follows the language) as a `data-meta` attribute, so it
 * survives every step between markdown and the highlighter, raw HTML parsing included.
 */
export function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    visit(tree, 'code', (node) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}

/** The line numbers include-code.ts noted on a block compared with another file (`diff="…"`). */
const lineNumbers = (list: unknown): number[] => (typeof list === 'string' && list ? list.split(',').map(Number) : []);

/** `title="webpack.config.js"` in a fence's meta line names the file a snippet belongs to. */
function titleOf(meta: unknown): string | undefined {
  return typeof meta === 'string' ? /title="([^"]+)"/.exec(meta)?.[1] : undefined;
}

/**
 * A block's copy button, answered by COPY_BUTTONS_SCRIPT (src/app/copy-buttons.ts); its visible text is CSS,
 * so the article's text has no "Copy" in it. A new node per block: later steps may change a node.
 */
const copyButton = (): Element => ({
  type: 'element',
  tagName: 'button',
  properties: { type: 'button', className: ['code__copy'], ariaLabel: 'Copy code', dataCopyCode: '' },
  children: [],
});

/** The playground link of a `webpack-config run` example the playground builds: the project the tests build from it. */
function runExampleLink(meta: unknown, source: string): string | undefined {
  if (typeof meta !== 'string' || !isRunExample(meta)) return undefined;
  const project = configExampleProject({ code: source, format: formatOf(source) });
  return project && playgroundLink(project);
}

/**
 * "Try it" under an example the playground builds as Node does: a `webpack-config run` example, or a
 * guide's example project (whose link include-code.ts made), opening the very project the tests build.
 */
function tryItLink(code: Element, pre: Element): Element | undefined {
  const { dataPlayground } = code.properties;
  delete code.properties.dataPlayground;
  const href = typeof dataPlayground === 'string' ? dataPlayground : runExampleLink(code.properties.dataMeta, resultingFile(pre));
  if (!href) return undefined;
  return {
    type: 'element',
    tagName: 'p',
    properties: { className: ['code__try'] },
    children: [{ type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: 'Try it in the playground' }] }],
  };
}

/** `twoslash` in a fence's meta line: types on hover (type-info.ts). */
const TWOSLASH = /(?:^|\s)twoslash(?:\s|$)/;

/** A `twoslash` block's type error, at its line: in the page, or in the file a `file="…"` fence shows. */
function failTypeCheck(file: VFile, fence: Element, code: Element, { line, message }: TypeProblem): never {
  const shown = code.properties.dataFile;
  if (typeof shown === 'string') file.fail(`type error in ${shown}, line ${Number(code.properties.dataFirstLine) + line - 1}: ${message}`, fence);
  const start = fence.position?.start;
  // The fence's first line is its opening backticks.
  file.fail(`type error in a twoslash code block: ${message}`, start && { line: start.line + line, column: 1 });
}

/**
 * Highlights fenced code with Shiki in both themes at once: colours are CSS variables
 * (`--shiki-light`, `--shiki-dark`), so the theme switch needs no second pass and the
 * browser ships no highlighter.
 */
export function rehypeHighlight() {
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: { children: unknown[] }; language: string; source: string; types: boolean }[] = [];
    visit(tree, 'element', (node, index, parent) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const language = languageOf(code);
      const types = TWOSLASH.test(String(code.properties.dataMeta ?? ''));
      if (types && (language !== 'js' || code.properties.dataRemovedLines !== undefined)) file.fail('code block: twoslash is for a whole JavaScript file (a js fence without diff="…")', node);
      blocks.push({ pre: node, code, parent, language, source: toString(code).replace(/\n$/, ''), types });
    });
    await ensureHighlighted(blocks);
    for (const { pre: fence, code, parent, language, source, types } of blocks) {
      const pre = cachedBlock({ language, source, types });
      if (!('type' in pre)) failTypeCheck(file, fence, code, pre);
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : '';
      // After the cache, whose key is the block's text alone.
      const lines = metaHighlightedLines(meta, linesOf(pre).length);
      if (typeof lines === 'string') file.fail(`code block: ${lines}`, fence);
      markLines(pre, lines, 'highlighted');
      markLines(pre, lineNumbers(code.properties.dataAddedLines), 'diff add');
      markLines(pre, lineNumbers(code.properties.dataRemovedLines), 'diff remove');
      numberLines(pre, meta);
      (file.data.highlighted ??= []).push(highlighted.keyOf(cacheLanguage({ language, source, types }), source));
      // Scrollable, so reachable by keyboard; Shiki sets it too, under the HTML name (written twice).
      delete pre.properties.tabindex;
      pre.properties.tabIndex = 0;
      pre.properties.dataLanguage = language;
      const title = titleOf(code.properties.dataMeta);
      const children: ElementContent[] = [];
      if (title) {
        children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code__title'] }, children: [{ type: 'text', value: title }] });
      }
      children.push(pre, copyButton());
      const tryIt = tryItLink(code, pre);
      if (tryIt) children.push(tryIt);
      parent.children[parent.children.indexOf(fence)] = { type: 'element', tagName: 'figure', properties: { className: ['code'] }, children };
    }
  };
}
