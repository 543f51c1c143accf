import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, run } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('module-variables', 'api');

/** A TypeScript project using import.meta.webpackHot as the page shows it, with the given `types`. */
async function project(types: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'module-variables-'));
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src/index.ts'), 'if (import.meta.webpackHot) {\n  import.meta.webpackHot.accept();\n}\nexport {};\n');
  const compilerOptions = { module: 'esnext', moduleResolution: 'bundler', target: 'es2022', strict: true, noEmit: true, types };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
  return dir;
}

describe('Module Variables: the types of import.meta.webpackHot', () => {
  it('fails to type-check without webpack/module in types, as shown, and passes with it', async () => {
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const [without, withTypes] = await Promise.all([project([]), project(['webpack/module'])]);
    const failed = await run(tsc, [], without);
    expect(failed.code).toBe(2);
    page.expectShownLines('stops on both uses in\nthe lines above:', failed.output);
    const passed = await run(tsc, [], withTypes);
    expect(passed.code, passed.output).toBe(0);
  });
});
