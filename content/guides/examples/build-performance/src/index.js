import { createCart } from './cart.js';
import { formatPrice } from './format.js';
import { products } from './products.js';

const cart = createCart();
for (const product of products) cart.add(product, 2);

const list = document.createElement('ul');
for (const { product, quantity } of cart.lines()) {
  const item = document.createElement('li');
  item.textContent = `${quantity} × ${product.name}: ${formatPrice(product.price * quantity)}`;
  list.append(item);
}
const total = document.createElement('p');
total.textContent = `Total: ${formatPrice(cart.total())}`;
document.body.append(list, total);
