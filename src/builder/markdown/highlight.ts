import type { Element, ElementContent, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import { createHighlighter, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';

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

/** One highlighter for the whole build: loading grammars is the slow part. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: [...HIGHLIGHTED_LANGUAGES],
  });
  return highlighter;
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

/** `title="webpack.config.js"` in a fence's meta line names the file a snippet belongs to. */
function titleOf(meta: unknown): string | undefined {
  return typeof meta === 'string' ? /title="([^"]+)"/.exec(meta)?.[1] : undefined;
}

/**
 * Highlights fenced code with Shiki in both themes at once: colours are CSS variables
 * (`--shiki-light`, `--shiki-dark`), so the theme switch needs no second pass and the
 * browser ships no highlighter.
 */
export function rehypeHighlight() {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    visit(tree, 'element', (node, index, parent) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const language = languageOf(code);
      const source = toString(code).replace(/\n$/, '');
      const highlighted = shiki.codeToHast(source, { lang: language, themes: THEMES, defaultColor: false });
      const pre = highlighted.children[0] as Element;
      // Scrollable, so reachable by keyboard; Shiki sets it too, under the HTML name (written twice).
      delete pre.properties.tabindex;
      pre.properties.tabIndex = 0;
      pre.properties.dataLanguage = language;
      const title = titleOf(code.properties.dataMeta);
      const children: ElementContent[] = [];
      if (title) {
        children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code__title'] }, children: [{ type: 'text', value: title }] });
      }
      children.push(pre);
      parent.children[index] = { type: 'element', tagName: 'figure', properties: { className: ['code'] }, children };
    });
  };
}
