import { fileURLToPath } from 'node:url';
import LoggingWebSocketServer from './dev/web-socket-server.js';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @type {import('webpack').Configuration} */
export default {
  mode: 'development',
  entry: './src/index.js',
  devServer: {
    static: [
      // at /, with directory listings, reloading the page when a file changes
      here('public'),
      // at /assets/ and /img/, without listings or watching
      { directory: here('assets'), publicPath: ['/assets', '/img'], serveIndex: false, watch: false },
    ],
    client: {
      overlay: {
        // Runs in the browser: only its own source text is sent there.
        warnings: (warning) => !warning.moduleName?.includes('node_modules'),
        runtimeErrors: (error) => !error.message.startsWith('ResizeObserver loop'),
      },
      webSocketTransport: here('dev/web-socket-client.js'),
    },
    webSocketServer: LoggingWebSocketServer,
  },
};
