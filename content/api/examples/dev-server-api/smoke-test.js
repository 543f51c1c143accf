import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import config from './webpack.config.js';

const compiler = webpack({
  ...config,
  // Quiet: print problems only.
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});

const server = new WebpackDevServer(
  {
    host: '127.0.0.1',
    port: 0, // any free port, picked by the operating system
    static: path.join(import.meta.dirname, 'public'),
    setupExitSignals: false, // the script decides when to stop
  },
  compiler,
);

try {
  await server.start();

  const stats = await new Promise((resolve) => {
    server.middleware.waitUntilValid(resolve);
  });
  if (stats.hasErrors()) throw new Error('The first build failed');

  const { port } = server.server.address();
  for (const pathname of ['/', '/main.js', '/missing.js']) {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
    const type = response.headers.get('content-type');
    console.log(`${response.status} ${pathname} ${type}`);
  }
} finally {
  await server.stop();
  await new Promise((resolve, reject) => {
    compiler.close((error) => (error ? reject(error) : resolve()));
  });
}

console.log('Server stopped and compiler closed');
