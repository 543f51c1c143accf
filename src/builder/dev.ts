import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack, { type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { CONTENT_ASSETS_DIR } from './content/content-asset';
import { generateModules } from './generate';
import { ContentBuildError } from './content/errors';
import { siteConfig } from '../../site.config';
import { paths } from './paths';
import { clientAssets } from './prerender/assets';
import { renderDocument } from './prerender/template';
import { addressFromEnv } from '../server/listen';
import { clientConfig } from './webpack/config';
import { watchSources } from './watch-sources';

/** What is wrong with the content now (file:line: message lines), shown in the page by webpack's overlay. */
let contentProblem: string | undefined;

/**
 * Rebuilds the page modules from `content/`; webpack notices the changed modules and reloads the page.
 * Returns whether the content's problem changed, which webpack cannot see in the files.
 */
async function emitContent(): Promise<boolean> {
  const before = contentProblem;
  try {
    const { index } = await generateModules(paths.content, { inPlace: true });
    contentProblem = undefined;
    console.log(`content: ${index.pages.length} pages`);
  } catch (error) {
    // Keep serving the last good content; the message says which file and line to fix.
    contentProblem = error instanceof ContentBuildError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(contentProblem);
  }
  return contentProblem !== before;
}

/** The dev server sends this shell for every route; the app renders it in the browser. */
async function writeShell(stats: Stats, shellDir: string): Promise<void> {
  const { entry } = clientAssets(stats.toJson({ all: false, assets: true, chunkGroups: true, entrypoints: true }));
  const head = { title: 'webpack (dev)', description: siteConfig.description, noindex: true };
  const html = renderDocument({ url: '/', head, body: '', ...entry, canonical: false });
  await writeFile(join(shellDir, 'index.html'), html);
}

/** `npm run dev`: the client in development mode, reloading when code or markdown changes. */
async function dev(): Promise<void> {
  await emitContent();
  const shellDir = join(paths.cache, 'dev');
  await mkdir(shellDir, { recursive: true });

  const { port, host } = addressFromEnv();
  const compiler = webpack(clientConfig({ mode: 'development', outDir: join(paths.cache, 'dev-out'), buildId: 'development', codeHash: 'development', contentAssets: Promise.resolve([]) }));
  // The entry's files (split chunks included) are known only after each compilation.
  compiler.hooks.done.tapPromise('DevShell', (stats) => writeShell(stats, shellDir));
  // A content error fails the compilation, so the dev server's overlay shows it in the open page.
  compiler.hooks.afterCompile.tap('ContentProblem', (compilation) => {
    if (contentProblem) compilation.errors.push(new webpack.WebpackError(contentProblem));
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
        { directory: paths.public, watch: true },
        // The content's data files (content-asset.ts); a new route table names new ones, so no watching.
        { directory: join(paths.generated, CONTENT_ASSETS_DIR), publicPath: `/${CONTENT_ASSETS_DIR}`, watch: false },
      ],
      client: { overlay: { warnings: false, errors: true } },
    },
    compiler,
  );
  // The content, the data it shows (supporters, votes) and the installed packages, whose READMEs become
  // pages: npm rewrites node_modules/.package-lock.json on every install.
  const sources = { directories: [paths.content, paths.data], files: [join(paths.root, 'node_modules/.package-lock.json')] };
  let running = Promise.resolve();
  watchSources(sources, () => {
    running = running.then(async () => {
      if (await emitContent()) server.invalidate();
    });
  });
  await server.start();
  console.log(`Dev server at http://${host}:${port}/ (edit content/ or src/ and the page reloads)`);
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
