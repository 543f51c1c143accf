import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import config from './webpack.config.js';

// No callback: webpack() only creates the compiler, the server starts watching.
const compiler = webpack(config);

// The options come first and are the only option values the server uses:
// none are taken from a devServer key in the configuration.
const server = new WebpackDevServer(
  {
    host: '127.0.0.1',
    static: path.join(import.meta.dirname, 'public'),
  },
  compiler,
);

// Resolves once the server listens, usually before the first build is done.
await server.start();

const { port } = server.server.address();
server.middleware.waitUntilValid(() => {
  console.log(`Ready at http://127.0.0.1:${port}/`);
});
