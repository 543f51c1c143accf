import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/builder/markdown/render';
import { visit } from '../../src/builder/markdown/visit';
import { EXAMPLE_SECTIONS, examplesOf, GUIDE_SECTIONS, ROOT } from './example-project';

/** Every example project as `<section>/<name>`; names are unique across sections (one test file each). */
const examples = EXAMPLE_SECTIONS.flatMap((section) =>
  existsSync(examplesOf(section))
    ? readdirSync(examplesOf(section), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${section}/${entry.name}`)
    : [],
);

const installed = (name: string): string | undefined => {
  const file = join(ROOT, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

/** `^1.2.3` is met by an installed 1.x at or above 1.2.3: the reader gets what the tests ran. */
function caretMet(range: string, version: string): boolean {
  const want = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)?.slice(1).map(Number);
  const have = version.split('.').map(Number);
  if (!want || want[0] !== have[0]) return false;
  for (let at = 1; at < 3; at++) if (have[at] !== want[at]) return have[at]! > want[at]!;
  return true;
}

/** Prose only: front matter, code fences and markup do not count. */
function proseWords(markdown: string): number {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^:::.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/** The pages of the sections that show example projects, as `<section>/<file>`, index pages left out. */
const teachingPages = EXAMPLE_SECTIONS.flatMap((section) =>
  readdirSync(join(ROOT, 'content', section))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('index.'))
    .map((file) => `${section}/${file}`),
);
const pageText = (page: string) => readFileSync(join(ROOT, 'content', page), 'utf8');

describe('guides and contributing pages', () => {
  it.each(teachingPages.filter((page) => GUIDE_SECTIONS.some((section) => page.startsWith(`${section}/`))))('%s has at least 600 words of prose', (page) => {
    expect(proseWords(pageText(page))).toBeGreaterThanOrEqual(600);
  });
});

describe('guide example projects', () => {
  it.each(examples)('%s has a test, and a package.json whose dependencies are the installed, tested versions', (example) => {
    const [section, name] = example.split('/') as [string, string];
    expect(existsSync(join(ROOT, 'test/guides', `${name}.test.ts`)), `test/guides/${name}.test.ts`).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'content', section, 'examples', name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const [dependency, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const version = installed(dependency);
      expect(version, `${dependency} is installed at the project root`).toBeDefined();
      expect(caretMet(range, version!), `${name}: ${dependency} ${range} vs installed ${version}`).toBe(true);
    }
  });

  it.each(examples)('%s is shown by a page of its section', (example) => {
    const [section, name] = example.split('/') as [string, string];
    const shown = teachingPages.some((page) => page.startsWith(`${section}/`) && pageText(page).includes(`./examples/${name}/`));
    expect(shown).toBe(true);
  });
});

/** The fences of a page that show a file as a change of another: `file="…"` and `diff="…"`, in order. */
const changeFences = (page: string) =>
  [...pageText(page).matchAll(/^```\S*[ \t]+(.*)$/gm)]
    .map(([, meta]) => ({ file: /(?:^|\s)file="([^"]+)"/.exec(meta!)?.[1], before: /(?:^|\s)diff="([^"]+)"/.exec(meta!)?.[1] }))
    .filter((fence): fence is { file: string; before: string } => Boolean(fence.file && fence.before));

/** The text of a rendered block's lines, leaving out those with the class `left`. */
const linesWithout = (pre: Element, left: string) =>
  (pre.children[0] as Element).children
    .filter((line): line is Element => line.type === 'element' && !(line.properties.className as string[]).includes(left))
    .map((line) => toString(line))
    .join('\n');

describe('steps shown as changes', () => {
  const pages = teachingPages.filter((page) => changeFences(page).length > 0);

  it('are used by the learning path and the advanced guides', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it.each(pages)('%s: each change, without its removed lines, is the file it names, and without its added lines, the file it changes', async (page) => {
    const text = pageText(page);
    // Front matter blanked as the content step does, so that lines keep their numbers.
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, (head) => head.replace(/[^\n]/g, ''));
    const { code } = await renderMarkdown({ file: `content/${page}`, contentPath: page, body, sourceDir: dirname(join(ROOT, 'content', page)) });
    const blocks: Element[] = [];
    visit(fromHtml(code, { fragment: true }), 'element', (node) => {
      if (node.tagName === 'pre' && (node.properties.className as string[]).includes('has-diff')) blocks.push(node);
    });
    const fences = changeFences(page);
    expect(blocks.length).toBe(fences.length);
    const fixture = (path: string) => readFileSync(join(ROOT, 'content', dirname(page), path), 'utf8').replace(/\n$/, '');
    fences.forEach(({ file, before }, at) => {
      expect(linesWithout(blocks[at]!, 'remove'), file).toBe(fixture(file));
      expect(linesWithout(blocks[at]!, 'add'), before).toBe(fixture(before));
    });
  });
});
