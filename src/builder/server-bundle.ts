import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { paths } from './paths';

/** The production server's entry point: `npm run serve` runs it compiled. */
export const SERVER_ENTRY = join(paths.root, 'src/server/cli.ts');

/**
 * Compiles the production server into one ES module for plain `node`: no tsx at start, no packages
 * to resolve. The server needs Node's built-ins only; a package among its inputs means a build-time
 * module (webpack, the content pipeline) was imported by mistake, and the bundle is refused.
 * Returns the source files it holds, relative to the root.
 */
export async function bundleServer(outfile: string, { entry = SERVER_ENTRY } = {}): Promise<string[]> {
  const { metafile } = await esbuild({
    absWorkingDir: paths.root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    banner: { js: '// The production server, compiled by the build from src/server/cli.ts: `npm run serve` runs it.' },
  });
  // Paths relative to absWorkingDir.
  const inputs = Object.keys(metafile.inputs);
  const packages = inputs.filter((input) => input.includes('node_modules/'));
  if (packages.length > 0) {
    throw new Error(`the production server must use Node's built-ins only, but its bundle would hold ${packages.join(', ')}`);
  }
  return inputs;
}
