import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/errors';
import { codeText, resultingFile } from './code-notation';
import { renderMarkdown } from './render';
import { checkedForm, typeText } from './type-info';
import { visit } from './visit';

const render = (body: string) => renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: `${body}\n` });

/** The elements of a rendered page with a class. */
async function elementsOf(body: string, className: string): Promise<Element[]> {
  const { code } = await render(body);
  const found: Element[] = [];
  visit(fromHtml(code, { fragment: true }), 'element', (node) => {
    if ((node.properties.className as string[] | undefined)?.includes(className)) found.push(node);
  });
  return found;
}

const CONFIG = [
  '```js title="webpack.config.js" twoslash',
  'const path = require("node:path");',
  '',
  '/** @type {import("webpack").Configuration} */',
  'module.exports = {',
  '  mode: "production",',
  '  output: { path: path.resolve(__dirname, "dist") },',
  '};',
  '```',
].join('\n');

describe('types on hover (twoslash fences)', () => {
  it('gives each option a focusable span described by a popup with its type and webpack\'s description', { timeout: 30_000 }, async () => {
    const hovers = await elementsOf(CONFIG, 'type-info');
    // mode, output and output.path; not `path` the module, `require` or `__dirname`.
    expect(hovers.map((hover) => codeText(hover))).toEqual(['mode', 'output', 'path']);
    const [mode, , outputPath] = hovers;
    expect(mode!.properties.tabIndex).toBe(0);
    const popup = mode!.children.find((child): child is Element => child.type === 'element' && child.tagName === 'span')!;
    expect(mode!.properties.ariaDescribedBy).toEqual([popup.properties.id]);
    expect(popup.properties.role).toBe('tooltip');
    // TypeScript orders a union's members as it met them.
    expect(toString(popup)).toMatch(/^Configuration\.mode\?: ("none"|"development"|"production")( \| ("none"|"development"|"production")){2}Enable production optimizations or development hints\.$/);
    // The description's **bold** is markup, not asterisks.
    expect(toString(outputPath!)).toContain('The output directory as absolute path (required).');
  });

  it('leaves the popups out of the code: the text "Copy code" and "Try it" take', { timeout: 30_000 }, async () => {
    const [pre] = await elementsOf(CONFIG, 'shiki');
    expect(resultingFile(pre!)).toBe(CONFIG.split('\n').slice(1, -1).join('\n'));
  });

  it('fails the build at the line of a misspelt option, which TypeScript alone lets pass in JavaScript', { timeout: 30_000 }, async () => {
    const body = ['Some text.', '', '```js twoslash', '/** @type {import("webpack").Configuration} */', 'module.exports = {', '  output: { filenam: "[name].js" },', '};', '```'].join('\n');
    const error = await render(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ file: 'content/a.md', line: 6 });
    expect((error as Error).message).toMatch(/'filenam' does not exist in type 'Output'\. Did you mean to write 'filename'\?/);
  });

  it('fails a wrong value as well', { timeout: 30_000 }, async () => {
    const body = ['```js twoslash', '/** @type {import("webpack").Configuration} */', 'module.exports = { mode: "prod" };', '```'].join('\n');
    await expect(render(body)).rejects.toMatchObject({ line: 3, message: expect.stringMatching(/"prod"' is not assignable/) });
  });

  it('is for whole JavaScript files', async () => {
    await expect(render(['```ts twoslash', 'const a = 1;', '```'].join('\n'))).rejects.toMatchObject({ line: 1, message: expect.stringMatching(/twoslash is for a whole JavaScript file/) });
  });
});

describe('checkedForm', () => {
  it('checks an exported configuration as a @satisfies constant, keeping its lines', () => {
    expect(checkedForm('/** @type {import("webpack").Configuration} */\nmodule.exports = {\n};')).toBe('/** @satisfies {import("webpack").Configuration} */\nconst configuration = {\n};');
    expect(checkedForm("/** @type {import('webpack').Configuration} */\nexport default {};")).toBe("/** @satisfies {import('webpack').Configuration} */\nconst configuration = {};");
  });

  it('leaves a typed constant alone: it may be changed after its declaration', () => {
    const source = '/** @type {import("webpack").Configuration} */\nconst config = { plugins: [] };';
    expect(checkedForm(source)).toBe(source);
  });
});

describe('typeText', () => {
  it('drops the "(property)" label, webpack\'s namespace and the undefined of an optional option', () => {
    expect(typeText('(property) Output.filename?: string | TemplatePathFn<webpack.PathDataChunk> | undefined')).toBe('Output.filename?: string | TemplatePathFn<PathDataChunk>');
    expect(typeText('(property) app: string | undefined')).toBe('app: string | undefined');
  });
});
