import { listen } from '../../src/server/listen';
import { createStaticServer } from '../../src/server/static-server';

/** One response as it went over the wire. */
export interface SentResponse {
  url: string;
  status: number;
  /** Headers and body as written to the socket (the body compressed when the server sent a variant). */
  bytes: number;
}

export interface SiteServer {
  origin: string;
  port: number;
  /** Every response finished so far, in order. */
  sent: SentResponse[];
  /** Stops answering at once, dropping open connections: to the browser, the network is gone. */
  stop: () => Promise<void>;
}

/**
 * A production server of its own for tests that take the network away or swap the deployed
 * build: `port` reuses an origin, which service workers are bound to.
 */
export async function startSiteServer(root: string, port = 0): Promise<SiteServer> {
  const server = createStaticServer({ root });
  const sent: SentResponse[] = [];
  // A connection carries one response at a time (Chromium does not pipeline): what the socket wrote
  // between a request and the end of its response is that response. First in line, before the server
  // answers (from memory it may answer at once).
  server.prependListener('request', (request, response) => {
    const before = request.socket.bytesWritten;
    response.on('finish', () => sent.push({ url: request.url ?? '', status: response.statusCode, bytes: request.socket.bytesWritten - before }));
  });
  const address = await listen(server, { port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    sent,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
