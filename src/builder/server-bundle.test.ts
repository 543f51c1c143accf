import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from './paths';
import { bundleServer } from './server-bundle';

// Inside the repository, as the real bundle is: the compiled paths module finds the root by walking up.
const scratch = join(paths.cache, `server-bundle-test-${process.pid}`);
await mkdir(scratch, { recursive: true });
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Runs a file with plain node: no tsx loader, whatever the test runner's environment holds. */
const runNode = (file: string) => promisify(execFile)(process.execPath, [file], { env: { PATH: process.env.PATH ?? '' } });

describe('the compiled production server', () => {
  it('holds the server and what it imports, and needs nothing but Node built-ins', async () => {
    const outfile = join(scratch, 'server.mjs');
    const inputs = await bundleServer(outfile);
    expect(inputs).toContain('src/server/cli.ts');
    expect(inputs).toContain('src/server/static-server.ts');
    // Of the build-time code, only the paths module: no webpack, no content pipeline.
    expect(inputs.filter((input) => input.startsWith('src/builder/'))).toEqual(['src/builder/paths.ts']);
    const code = await readFile(outfile, 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map(([, from]) => from!);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((from) => !from.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(|import\(|tsx/);
  });

  it('finds the project root, and dist/ in it, from wherever the bundle is written', async () => {
    const entry = join(scratch, 'print-paths.ts');
    await writeFile(entry, `import { paths } from ${JSON.stringify(join(paths.root, 'src/builder/paths.ts'))};\nconsole.log(JSON.stringify(paths));\n`);
    const outfile = join(scratch, 'one/level/deeper/print-paths.mjs');
    await bundleServer(outfile, { entry });
    const printed = JSON.parse((await runNode(outfile)).stdout) as typeof paths;
    expect(printed.root).toBe(paths.root);
    expect(printed.dist).toBe(join(paths.root, 'dist'));
    expect(printed.serverBundle).toBe(paths.serverBundle);
  });

  it('refuses a server that imports a package', async () => {
    const entry = join(scratch, 'with-package.ts');
    await writeFile(entry, `import { parse } from 'yaml';\nconsole.log(parse('a: 1'));\n`);
    await expect(bundleServer(join(scratch, 'with-package.mjs'), { entry })).rejects.toThrow(/must use Node's built-ins only, but its bundle would hold node_modules\/yaml\//);
  });
});
