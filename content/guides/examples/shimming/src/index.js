import { $ } from './lib/dom.js';
import './legacy/cart-badge.js';
import { formatPrice } from './legacy/price-format.js';
import { loadPolyfills } from './polyfills.js';

const items = [
  { name: 'Coffee beans', category: 'Food', cents: 1250 },
  { name: 'Mug', category: 'Kitchen', cents: 899 },
  { name: 'Green tea', category: 'Food', cents: 475 },
];

// Wait for any polyfill before the code below uses the features it adds.
await loadPolyfills();

const cart = $('#cart');
for (const [category, entries] of Object.entries(Object.groupBy(items, (item) => item.category))) {
  const section = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = category;
  const list = document.createElement('ul');
  for (const item of entries) {
    const line = document.createElement('li');
    line.textContent = `${item.name}: ${formatPrice(item.cents, 'EUR')}`;
    list.append(line);
  }
  section.append(heading, list);
  cart.append(section);
}

// cart-badge.js put its constructor on the global object, as it always did.
const badge = new window.CartBadge('#cart-badge', 'EUR');
for (const item of items) badge.add(item);
