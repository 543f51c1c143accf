// Written for webpack 4: no extension on a relative import.
import { greet } from './greeting';

const worker = new Worker(new URL('./worker.js', import.meta.url));
worker.addEventListener('message', (event) => console.log(greet(event.data)));
worker.postMessage('webpack 5');
