import { countPrimes } from './primes.js';

const worker = new Worker(new URL('./primes.worker.js', import.meta.url), {
  name: 'primes',
  type: 'module',
});

const form = document.querySelector('form');
const output = document.querySelector('output');
const show = ({ limit, count, counter }) => {
  output.textContent = `${count.toLocaleString('en')} primes up to ${limit.toLocaleString('en')}, counted by ${counter}`;
};

worker.addEventListener('message', (event) => show(event.data));

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const limit = Number(form.elements.limit.value);
  if (event.submitter.value === 'worker') {
    output.textContent = 'Counting…';
    worker.postMessage({ limit });
  } else {
    show({ limit, count: countPrimes(limit), counter: 'the page' });
  }
});
