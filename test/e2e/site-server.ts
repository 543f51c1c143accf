import { listen } from '../../src/server/listen';
import { createStaticServer } from '../../src/server/static-server';

export interface SiteServer {
  origin: string;
  port: number;
  /** Stops answering at once, dropping open connections: to the browser, the network is gone. */
  stop: () => Promise<void>;
}

/**
 * A production server of its own for tests that take the network away or swap the deployed
 * build: `port` reuses an origin, which service workers are bound to.
 */
export async function startSiteServer(root: string, port = 0): Promise<SiteServer> {
  const server = createStaticServer({ root });
  const address = await listen(server, { port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
