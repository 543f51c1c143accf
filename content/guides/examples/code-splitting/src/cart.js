import { formatPrice } from './shared/money.js';
import { products } from './shared/products.js';

const cart = ['kettle', 'mug', 'mug'];
const total = cart
  .map((id) => products.find((product) => product.id === id))
  .reduce((sum, product) => sum + product.cents, 0);

const summary = document.createElement('p');
summary.textContent = `${cart.length} items, total ${formatPrice(total)}`;
document.body.append(summary);
