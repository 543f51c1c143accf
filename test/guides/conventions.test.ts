import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, ROOT } from './example-project';

const examples = readdirSync(EXAMPLES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

const guidePages = readdirSync(join(ROOT, 'content/guides')).filter((file) => /\.mdx?$/.test(file) && !file.startsWith('index.'));

describe('guides', () => {
  it.each(guidePages)('%s has at least 600 words of prose', (file) => {
    expect(proseWords(readFileSync(join(ROOT, 'content/guides', file), 'utf8'))).toBeGreaterThanOrEqual(600);
  });
});

describe('guide example projects', () => {
  it.each(examples)('%s has a test, and a package.json whose dependencies are the installed, tested versions', (name) => {
    expect(existsSync(join(ROOT, 'test/guides', `${name}.test.ts`)), `test/guides/${name}.test.ts`).toBe(true);
    const pkg = JSON.parse(readFileSync(join(EXAMPLES, name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const [dependency, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const version = installed(dependency);
      expect(version, `${dependency} is installed at the project root`).toBeDefined();
      expect(caretMet(range, version!), `${name}: ${dependency} ${range} vs installed ${version}`).toBe(true);
    }
  });

  it.each(examples)('%s is shown by a guide', (name) => {
    const shown = guidePages.some((file) => readFileSync(join(ROOT, 'content/guides', file), 'utf8').includes(`./examples/${name}/`));
    expect(shown).toBe(true);
  });
});
