import { items } from './items.js';
import { registerServiceWorker } from './register.js';

const list = document.querySelector('#items');
for (const item of items) {
  const entry = document.createElement('li');
  entry.textContent = item;
  list.append(entry);
}

// A chunk of its own, loaded on demand: the service worker has it precached.
document.querySelector('#tip').addEventListener('click', async () => {
  const { tip } = await import(/* webpackChunkName: "tips" */ './tips.js');
  document.querySelector('#tip-text').textContent = tip;
});

registerServiceWorker();
