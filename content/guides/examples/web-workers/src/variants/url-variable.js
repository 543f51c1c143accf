// The URL is built on its own line, so webpack sees an asset URL, not a worker.
const url = new URL('../primes.worker.js', import.meta.url);
const worker = new Worker(url, { type: 'module' });

worker.addEventListener('error', () => {
  document.querySelector('output').textContent = 'The worker did not start';
});
worker.postMessage({ limit: 100 });
