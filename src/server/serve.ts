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
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    void closeGracefully(server).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
