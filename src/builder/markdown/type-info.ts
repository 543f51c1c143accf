import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, ElementContent, Text } from 'hast';
import type { ShikiTransformer } from 'shiki';
import type { NodeHover, TwoslashInstance } from 'twoslash';
import { TYPE_INFO_CLASS, TYPE_INFO_POPUP_CLASS } from '../../shared/type-info';
import { visit } from './visit';

/**
 * Types on hover for `twoslash` fences: at build time, TypeScript (through Twoslash) reads the block as
 * a JavaScript file of a project with webpack installed, and each option of a configuration gets the
 * type and the description webpack's own `types.d.ts` gives it (its schema's descriptions), written
 * into the page as a popup beside the option's name: shown by CSS on hover and on keyboard focus,
 * read out through `aria-describedby`, closed with Escape by a script only pages with such blocks load
 * (src/app/type-info-popups.ts). A type error in the block fails the build.
 */

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

/** What the popups are computed from: part of a block's key in the highlight cache. */
export const TYPE_INFO_VERSION = `webpack ${versionOf('webpack')} typescript ${versionOf('typescript')} twoslash ${JSON.parse(readFileSync(require.resolve('twoslash').replace(/dist[\\/].*$/, 'package.json'), 'utf8')).version}`;

/** A type error in a block: its line (from 1) and TypeScript's message. */
export interface TypeProblem {
  line: number;
  message: string;
}

/** Thrown while highlighting a block whose code does not type-check. */
export class TypeInfoError extends Error {
  constructor(readonly problem: TypeProblem) {
    super(`line ${problem.line}: ${problem.message}`);
  }
}

let twoslasher: Promise<TwoslashInstance> | undefined;

/**
 * One Twoslash instance per thread, started on the first block that needs it (TypeScript and webpack's
 * types take over a second to load). Blocks are checked as JavaScript as Node runs it, with Node's
 * types for `require`, `path` and `import.meta.dirname`, and with webpack-dev-server installed.
 */
function twoslash(): Promise<TwoslashInstance> {
  return (twoslasher ??= Promise.all([import('twoslash'), import('typescript')]).then(([{ createTwoslasher }, { default: ts }]) =>
    createTwoslasher({
      compilerOptions: {
        allowJs: true,
        checkJs: true,
        // Types as strict as webpack's own, but a callback's parameters may stay untyped, as in most configurations.
        strict: true,
        noImplicitAny: false,
        noEmit: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        // webpack-dev-server's types add `devServer` to webpack's Configuration.
        types: ['node', 'webpack-dev-server'],
      },
    }),
  ));
}

const CONFIGURATION_TYPE = /\/\*\* @type \{import\((["'])webpack\1\)\.Configuration\} \*\/\n(module\.exports =|export default)/g;

/**
 * The block as TypeScript should check it. TypeScript neither checks `module.exports = {…}` (or
 * `export default {…}`) against a JSDoc `@type` above it nor looks for unknown properties in a
 * JavaScript file's object literals: as a `@satisfies` constant it does both, so a misspelt option
 * fails. Lines stay where they were, so a problem's line is the block's.
 */
export function checkedForm(source: string): string {
  return source.replace(CONFIGURATION_TYPE, '/** @satisfies {import($1webpack$1).Configuration} */\nconst configuration =');
}

/** A block with `import` or `export` statements is an ES module (a guide's project has `"type": "module"`); any other, CommonJS. */
export const moduleExtension = (source: string): 'mjs' | 'cjs' => (/^(?:import|export)\s/m.test(source) ? 'mjs' : 'cjs');

/**
 * The hovers worth a popup: options (properties) that webpack's types describe. Names Node's types
 * describe (`process.env`) and descriptions that only repeat the name are left out.
 */
function isOption(node: NodeHover): boolean {
  return node.text.startsWith('(property) ') && !node.text.startsWith('(property) NodeJS.') && !!node.docs && node.docs !== node.target;
}

/**
 * Type-checks a block and returns the hovers of its options, in the code Twoslash leaves (its own
 * notations taken out); throws TypeInfoError on a type error.
 */
export async function optionHovers(source: string): Promise<{ code: string; nodes: NodeHover[] }> {
  const run = await twoslash();
  const extension = moduleExtension(source);
  const checked = run(checkedForm(source), extension, { handbookOptions: { noErrorValidation: true, noStaticSemanticInfo: true } });
  // A guide's file imports files of its project, which the check does not have.
  const problem = checked.errors.find((error) => !(error.code === 2307 && /'\.\.?\//.test(error.text)));
  if (problem) throw new TypeInfoError({ line: problem.line + 1, message: `${problem.text} (TS${problem.code})` });
  // Only names followed by a colon can be options: asking TypeScript about every other name was two thirds of the time.
  const { code, hovers } = run(source, extension, {
    handbookOptions: { noErrors: true },
    shouldGetHoverInfo: (name, start) => /^\s*:/.test(source.slice(start + name.length)),
  });
  return { code, nodes: hovers.filter(isOption) };
}

/** `(property) Output.filename?: string | TemplatePathFn<webpack.PathDataChunk> | undefined` as a reader wants it. */
export function typeText(hover: string): string {
  const text = hover.replace(/^\(property\) /, '').replace(/\bwebpack\./g, '');
  return /^[\w.]+\?:/.test(text) ? text.replace(/ \| undefined$/, '') : text;
}

const element = (tagName: string, className: string | undefined, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties: className ? { class: className, ...properties } : properties,
  children,
});
const text = (value: string): Text => ({ type: 'text', value });

/** A description's `code` and **bold** as elements; the rest as text. */
function inlineMarkdown(value: string): ElementContent[] {
  return value.split(/(`[^`]+`|\*\*[^*]+\*\*)/).filter(Boolean).map((part) => {
    if (/^`.+`$/.test(part)) return element('code', undefined, [text(part.slice(1, -1))]);
    if (/^\*\*.+\*\*$/.test(part)) return element('strong', undefined, [text(part.slice(2, -2))]);
    return text(part);
  });
}

/** The popup of one option: its type, then its description, a paragraph per blank-line break. */
export function popup(id: string, hover: NodeHover): Element {
  const deprecated = hover.tags?.find(([name]) => name === 'deprecated');
  const paragraphs = (hover.docs ?? '').split(/\n{2,}/).map((paragraph) => element('span', 'type-info__docs', inlineMarkdown(paragraph.replace(/\n/g, ' '))));
  if (deprecated) paragraphs.push(element('span', 'type-info__docs', [element('strong', undefined, [text('Deprecated')]), ...inlineMarkdown(deprecated[1] ? `: ${deprecated[1]}` : '')]));
  return element('span', TYPE_INFO_POPUP_CLASS, [element('code', 'type-info__type', [text(typeText(hover.text))]), ...paragraphs], { id, role: 'tooltip' });
}

/**
 * A Shiki transformer that wraps each option's tokens in a focusable `type-info` span holding its
 * popup. Ids are the block's (from its text), so a block reads the same on every page it is on.
 */
export async function typeInfoTransformer(source: string): Promise<ShikiTransformer> {
  const [{ createTransformerFactory }, checked] = await Promise.all([import('@shikijs/twoslash/core'), optionHovers(source)]);
  const prefix = `type-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
  let count = 0;
  const transformer = createTransformerFactory(() => checked, {
    nodeStaticInfo(hover, token) {
      const id = `${prefix}-${++count}`;
      return element('span', TYPE_INFO_CLASS, [token as ElementContent, popup(id, hover)], { tabIndex: 0, ariaDescribedBy: [id] });
    },
  })({ langs: ['js'], throws: true });
  return {
    ...transformer,
    root(root) {
      // The factory turns each token's text node into our span in place, leaving its `value` behind.
      visit(root, 'element', (node) => {
        if ('value' in node) delete (node as { value?: string }).value;
      });
    },
  };
}
