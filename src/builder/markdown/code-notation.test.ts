import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { metaHighlightedLines, resultingFile } from './code-notation';
import { renderMarkdown } from './render';
import { visit } from './visit';

/** The `<pre>` of a page made of one fence. */
async function blockOf(fence: string): Promise<Element> {
  const { code } = await renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: `${fence}\n` });
  let pre: Element | undefined;
  visit(fromHtml(code, { fragment: true }), 'element', (node) => {
    if (node.tagName === 'pre') pre ??= node;
  });
  return pre!;
}

/** Each line of a block: its classes, then its text. */
function rows(pre: Element): string[] {
  const code = pre.children[0] as Element;
  return code.children
    .filter((line): line is Element => line.type === 'element')
    .map((line) => `${(line.properties.className as string[]).filter((name) => name !== 'line').join(' ')}|${toString(line)}`);
}

const classesOf = (node: Element) => node.properties.className as string[];

describe('code block notation', () => {
  it('marks added and removed lines in the language\'s own colours, without the comments or the spaces before them', async () => {
    const pre = await blockOf([
      '```js title="webpack.config.js"',
      'module.exports = {',
      "  mode: 'development', // [!code --]",
      "  mode: 'production', // [!code ++]",
      '};',
      '```',
    ].join('\n'));
    expect(classesOf(pre)).toContain('has-diff');
    expect(rows(pre)).toEqual(['|module.exports = {', "diff remove|  mode: 'development',", "diff add|  mode: 'production',", '|};']);
    // Strings keep their colour on a changed line.
    const added = ((pre.children[0] as Element).children.filter((line) => line.type === 'element')[2] as Element).children as Element[];
    expect(added.find((token) => toString(token) === "'production'")?.properties.style).toMatch(/^--shiki-light:#0A3069;--shiki-dark:#A5D6FF$/i);
    expect(resultingFile(pre)).toBe("module.exports = {\n  mode: 'production',\n};");
  });

  it('highlights lines named by a comment, by the meta line, or both, and a word', async () => {
    const pre = await blockOf([
      '```js {1,3-4}',
      'const a = 1;',
      'const b = 2; // [!code highlight]',
      '// [!code word:entry]',
      "const entry = './src/index.js';",
      'export { entry };',
      '```',
    ].join('\n'));
    expect(classesOf(pre)).toContain('has-highlighted');
    // The comment alone on its line is no line of the block; the meta counts the lines shown.
    expect(rows(pre)).toEqual(['highlighted|const a = 1;', 'highlighted|const b = 2;', "highlighted|const entry = './src/index.js';", 'highlighted|export { entry };']);
    const words: string[] = [];
    visit(pre, 'element', (node) => {
      if ((node.properties.className as string[] | undefined)?.includes('highlighted-word')) words.push(toString(node));
    });
    expect(words).toEqual(['entry', 'entry']);
  });

  it('focuses lines, dimming the others', async () => {
    const pre = await blockOf(['```js', 'const a = 1;', 'const b = 2; // [!code focus]', '```'].join('\n'));
    expect(classesOf(pre)).toContain('has-focused');
    expect(rows(pre)).toEqual(['|const a = 1;', 'focused|const b = 2;']);
  });

  it('reads notation in the comments of other languages', async () => {
    const pre = await blockOf(['```bash', 'npm install webpack # [!code --]', 'npm install --save-dev webpack # [!code ++]', '```'].join('\n'));
    expect(rows(pre)).toEqual(['diff remove|npm install webpack', 'diff add|npm install --save-dev webpack']);
    expect(resultingFile(pre)).toBe('npm install --save-dev webpack');
  });

  it('numbers lines when the meta line asks, from 1 or from the number it gives, in CSS only', async () => {
    const pre = await blockOf(['```js showLineNumbers', 'const a = 1;', '```'].join('\n'));
    expect(classesOf(pre)).toContain('has-line-numbers');
    expect(pre.properties.style).not.toContain('--line-start');
    const excerpt = await blockOf(['```js title="a.js" showLineNumbers{12}', 'const a = 1;', '```'].join('\n'));
    expect(excerpt.properties.style).toMatch(/;--line-start:11$/);
    expect(rows(excerpt)).toEqual(['|const a = 1;']);
    expect(classesOf(await blockOf(['```js showLineNumbersPlease', 'a', '```'].join('\n')))).not.toContain('has-line-numbers');
  });

  it('leaves blocks without notation as they were, trailing spaces and all', async () => {
    const pre = await blockOf(['```js', 'const a = 1;   ', '```'].join('\n'));
    expect(classesOf(pre)).not.toContain('has-diff');
    expect(rows(pre)).toEqual(['|const a = 1;   ']);
  });

  it('names a meta line range that is not a range, or goes past the block, with the file and line of the fence', async () => {
    expect(metaHighlightedLines('title="a.js" {2, 4-5}', 5)).toEqual([2, 4, 5]);
    expect(metaHighlightedLines('title="a.js"', 5)).toEqual([]);
    expect(metaHighlightedLines('{3-1}', 5)).toBe('"{3-1}" is not a list of lines such as {2,5-7}');
    const body = ['# Page', '', '```js {2-3}', 'const a = 1;', 'const b = 2;', '```', ''].join('\n');
    await expect(renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body })).rejects.toThrow(/content\/a\.md:3:1.*"\{2-3\}" names line 3, but the block has 2 lines/);
  });
});
