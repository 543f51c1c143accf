import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../builder/paths';
import { addressFromEnv, closeGracefully, listen } from './listen';
import { createStaticServer } from './static-server';

/** Serves an existing `dist/`; `npm start` builds first when needed. */
export async function serve(): Promise<void> {
  if (!existsSync(join(paths.dist, 'index.html'))) {
    throw new Error('dist/ has no build yet: run `npm run build` (or `npm start`, which builds when needed).');
  }
  const quiet = process.env.ACCESS_LOG === 'off';
  const server = createStaticServer({ root: paths.dist, ...(!quiet && { log: (line: string) => console.log(line) }) });
  const { host, port } = await listen(server, addressFromEnv());
  console.log(`Serving dist/ at http://${host}:${port}/`);
  // The first signal stops it; later ones are ignored: Ctrl-C under npm arrives twice (from the
  // terminal and forwarded by npm), and the requests in flight get at most closeGracefully's timeout.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    void closeGracefully(server).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
