import BaseServer from 'webpack-dev-server/lib/servers/BaseServer.js';
import { WebSocketServer } from 'ws';

/** The server side of the dev server's connection to the browser, built on the `ws` package. */
export default class LoggingWebSocketServer extends BaseServer {
  constructor(devServer) {
    // BaseServer keeps the dev server as this.server and starts this.clients as [].
    super(devServer);
    const { path } = devServer.options.webSocketServer.options;

    // What the dev server uses: on('connection'), and close(callback) when it stops.
    this.implementation = new WebSocketServer({ noServer: true, path });

    devServer.server.on('upgrade', (request, socket, head) => {
      if (!this.implementation.shouldHandle(request)) return;
      this.implementation.handleUpgrade(request, socket, head, (client) => {
        // The dev server checks the Host and Origin headers of `request`, then sends its first messages.
        this.implementation.emit('connection', client, request);
      });
    });

    this.implementation.on('connection', (client) => {
      // Every message goes to this.clients: each needs readyState, send(text), close() and terminate().
      this.clients.push(client);
      devServer.logger.info(`LoggingWebSocketServer: ${this.clients.length} client(s) on ${path}`);
      client.on('close', () => this.clients.splice(this.clients.indexOf(client), 1));
    });
  }
}
