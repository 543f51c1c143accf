// A plain string: webpack does not treat it as a dependency.
const worker = new Worker('./primes.worker.js', { type: 'module' });

worker.addEventListener('error', () => {
  document.querySelector('output').textContent = 'The worker did not start';
});
worker.postMessage({ limit: 100 });
