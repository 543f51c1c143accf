import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack, { type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { CONTENT_ASSETS_DIR } from './content/content-asset';
import { DevContent } from './dev-content';
import { writePlaygroundFiles } from './playground/playground-files';
import { siteConfig } from '../../site.config';
import { paths } from './paths';
import { clientAssets } from './prerender/assets';
import { renderDocument } from './prerender/template';
import { addressFromEnv } from '../server/listen';
import { clientConfig } from './webpack/config';
import { stepQueue } from './step-queue';
import { watchSources } from './watch-sources';

/** How long the saves pause before the search index catches up (step-queue.ts). */
const SEARCH_AFTER_MS = 1000;

/** The dev server sends this shell for every route; the app renders it in the browser. */
async function writeShell(stats: Stats, shellDir: string): Promise<void> {
  const { entry } = clientAssets(stats.toJson({ all: false, assets: true, chunkGroups: true, entrypoints: true }));
  const head = { title: 'webpack (dev)', description: siteConfig.description, noindex: true };
  const html = renderDocument({ url: '/', head, body: '', ...entry, canonical: false });
  await writeFile(join(shellDir, 'index.html'), html);
}

/** `npm run dev`: the client in development mode, reloading when code or markdown changes. */
async function dev(): Promise<void> {
  const content = new DevContent();
  await content.step();
  const shellDir = join(paths.cache, 'dev');
  await mkdir(shellDir, { recursive: true });
  // The sandbox document and the compiler, as the build makes them (linked from their cache).
  const playgroundDir = join(paths.cache, 'dev-playground');
  await writePlaygroundFiles(playgroundDir);

  const { port, host } = addressFromEnv();
  const compiler = webpack(clientConfig({ mode: 'development', outDir: join(paths.cache, 'dev-out'), buildId: 'development', codeHash: 'development', contentAssets: Promise.resolve([]) }));
  // The entry's files (split chunks included) are known only after each compilation.
  compiler.hooks.done.tapPromise('DevShell', (stats) => writeShell(stats, shellDir));
  // A content error fails the compilation, so the dev server's overlay shows it in the open page.
  compiler.hooks.afterCompile.tap('ContentProblem', (compilation) => {
    if (content.problem) compilation.errors.push(new webpack.WebpackError(content.problem));
  });
  const server = new WebpackDevServer(
    {
      port,
      host,
      hot: true,
      liveReload: true,
      historyApiFallback: true,
      static: [
        { directory: shellDir, watch: false },
        { directory: playgroundDir, watch: false },
        { directory: paths.public, watch: true },
        // The content's data files (content-asset.ts); a new route table names new ones, so no watching.
        { directory: join(paths.generated, CONTENT_ASSETS_DIR), publicPath: `/${CONTENT_ASSETS_DIR}`, watch: false },
      ],
      client: { overlay: { warnings: false, errors: true } },
    },
    compiler,
  );
  // webpack cannot see a problem come or go in the files it watches.
  const invalidateIf = (problemChanged: boolean) => {
    if (problemChanged) server.invalidate();
  };
  watchSources(
    await content.sources(),
    stepQueue({
      step: async (changes) => invalidateIf(await content.step(changes)),
      followUp: async () => invalidateIf(await content.updateSearch()),
      followUpAfterMs: SEARCH_AFTER_MS,
    }),
  );
  await server.start();
  console.log(`Dev server at http://${host}:${port}/ (edit content/ or src/ and the page reloads)`);
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
