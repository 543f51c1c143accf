import http from 'node:http';
import webpack from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import config from './webpack.config.js';

const compiler = webpack(config);
const devMiddleware = webpackDevMiddleware(compiler);

const server = http.createServer((request, response) => {
  // The middleware answers for the files webpack emitted and calls
  // the callback for everything else.
  devMiddleware(request, response, () => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end(`Nothing at ${request.url}\n`);
  });
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, () => {
  console.log(`Listening on http://localhost:${port}/`);
});
