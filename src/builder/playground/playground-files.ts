import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { SANDBOX_DOCUMENT_URL } from '../../server/headers';
import { linkTree } from '../link-file';
import { paths } from '../paths';
import { hashOfFiles } from '../source-hash';
import { bundlePlaygroundCompiler } from './compiler-bundle';

/** What the playground's files are made from: a change to any of them makes them anew. */
const SOURCES = ['src/playground', 'src/shared/playground.ts', 'src/builder/playground', 'src/server/headers.ts', 'package-lock.json'];

/** The sandbox's script, minified, under a name made of its hash (`assets/playground/sandbox.<hash>.js`). */
async function writeSandboxScript(outDir: string): Promise<string> {
  const { outputFiles } = await esbuild({
    absWorkingDir: paths.root,
    entryPoints: [join(paths.root, 'src/playground/sandbox/sandbox.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.contents;
  const file = `assets/playground/sandbox.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  await mkdir(join(outDir, 'assets/playground'), { recursive: true });
  await writeFile(join(outDir, file), code);
  return `/${file}`;
}

/** The sandbox document: its script, told where the compiler is. Served with a policy of its own (src/server/headers.ts). */
function sandboxDocument(script: string, compiler: string): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>webpack playground sandbox</title>
<script src="${script}" data-compiler="${compiler}"></script>
</html>
`;
}

async function makePlaygroundFiles(outDir: string): Promise<void> {
  const [script, compiler] = await Promise.all([writeSandboxScript(outDir), bundlePlaygroundCompiler(join(outDir, 'assets'))]);
  await writeFile(join(outDir, SANDBOX_DOCUMENT_URL.slice(1)), sandboxDocument(script, `/${relative(outDir, compiler.file).split('\\').join('/')}`));
}

/**
 * Puts the playground's files into the site folder `outDir`: the sandbox document
 * (`playground/sandbox.html`), its script and the compiler (the browser build of webpack, a few MB)
 * under `assets/playground/`. They are made in `.cache/playground/<hash of their sources>/` and linked
 * from there: bundling webpack takes seconds, and its sources change far less often than the content.
 */
export async function writePlaygroundFiles(outDir: string, cacheDir = join(paths.cache, 'playground')): Promise<void> {
  const key = createHash('sha256').update(await hashOfFiles(paths.root, SOURCES)).digest('hex').slice(0, 16);
  const made = join(cacheDir, key);
  if (!(await stat(made).then(() => true, () => false))) {
    // Made beside, then renamed: a build stopped half-way leaves no half-made folder to link from.
    const making = `${made}.${process.pid}.tmp`;
    try {
      await mkdir(join(making, 'playground'), { recursive: true });
      await makePlaygroundFiles(making);
      await rename(making, made);
    } finally {
      await rm(making, { recursive: true, force: true });
    }
    // One set is kept: the one these sources make.
    const others = (await readdir(cacheDir)).filter((name) => name !== key);
    await Promise.all(others.map((name) => rm(join(cacheDir, name), { recursive: true, force: true })));
  }
  await linkTree(made, outDir);
}
