import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { RUN_DOCUMENT_URL, SANDBOX_DOCUMENT_URL } from '../../server/headers';
import { linkTree } from '../link-file';
import type { PrecacheEntry } from '../../shared/offline';
import { paths } from '../paths';
import { hashOfFiles } from '../source-hash';
import { bundlePlaygroundCompiler } from './compiler-bundle';

/** What the playground's files are made from: a change to any of them makes them anew. */
const SOURCES = ['src/playground', 'src/shared/playground.ts', 'src/builder/playground', 'src/server/headers.ts', 'package-lock.json'];

/** A sandboxed document's script (`src/playground/sandbox/<name>.ts`), minified. */
async function sandboxScript(name: 'sandbox' | 'run'): Promise<string> {
  const { outputFiles } = await esbuild({
    absWorkingDir: paths.root,
    entryPoints: [join(paths.root, `src/playground/sandbox/${name}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

/**
 * A sandboxed document, its script inline (see SANDBOX_DOCUMENTS in src/server/headers.ts for why),
 * `data` on its root element. `</script` is written `<\/script` inside the script, which means the same
 * to JavaScript and cannot close the element.
 */
function sandboxDocument(title: string, script: string, data: Record<string, string> = {}): string {
  const attributes = Object.entries(data).map(([name, value]) => ` data-${name}="${value}"`).join('');
  return `<!doctype html>
<html lang="en"${attributes}>
<meta charset="utf-8">
<title>${title}</title>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
</html>
`;
}

async function makePlaygroundFiles(outDir: string): Promise<void> {
  const [sandbox, run, compiler] = await Promise.all([sandboxScript('sandbox'), sandboxScript('run'), bundlePlaygroundCompiler(join(outDir, 'assets'))]);
  const compilerUrl = `/${relative(outDir, compiler.file).split('\\').join('/')}`;
  await writeFile(join(outDir, SANDBOX_DOCUMENT_URL.slice(1)), sandboxDocument('webpack playground sandbox', sandbox, { compiler: compilerUrl }));
  await writeFile(join(outDir, RUN_DOCUMENT_URL.slice(1)), sandboxDocument('Your bundle, running', run));
}

/**
 * Puts the playground's files into the site folder `outDir`: the build sandbox and the run frame
 * (`playground/sandbox.html`, `playground/run.html`), their scripts inline, and the compiler (the browser build of webpack, a few MB)
 * under `assets/playground/`. They are made in `.cache/playground/<hash of their sources>/` and linked
 * from there: bundling webpack takes seconds, and its sources change far less often than the content.
 * Returns the two documents as precache entries, revised by the hash of their sources: small and not
 * hashed by name, they are filled into the offline copy like pages' files (the compiler is not).
 */
export async function writePlaygroundFiles(outDir: string, cacheDir = join(paths.cache, 'playground')): Promise<PrecacheEntry[]> {
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
  return [SANDBOX_DOCUMENT_URL, RUN_DOCUMENT_URL].map((url) => ({ url, revision: key }));
}
