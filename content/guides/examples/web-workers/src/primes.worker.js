import { countPrimes } from './primes.js';

self.addEventListener('message', (event) => {
  const { limit } = event.data;
  self.postMessage({ limit, count: countPrimes(limit), counter: `the worker "${self.name}"` });
});
