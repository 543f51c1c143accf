import './styles.css';
import { formatPrice } from './format.js';

const products = [
  { name: 'Notebook', cents: 450 },
  { name: 'Pencil', cents: 120 },
  { name: 'Eraser', cents: 95 },
];

const list = document.createElement('ul');
list.className = 'price-list';
for (const product of products) {
  const item = document.createElement('li');
  item.textContent = `${product.name}: ${formatPrice(product.cents)}`;
  list.append(item);
}
document.body.append(list);

// webpack replaces process.env.NODE_ENV with the mode at build time, so in a
// production build this condition is `false` and the whole block is removed.
if (process.env.NODE_ENV !== 'production') {
  const banner = document.createElement('p');
  banner.className = 'dev-banner';
  banner.textContent = 'Development build: checking prices for mistakes.';
  document.body.prepend(banner);
  for (const product of products) {
    if (!Number.isInteger(product.cents)) {
      console.warn(`Price of ${product.name} is not a whole number of cents.`);
    }
  }
}
