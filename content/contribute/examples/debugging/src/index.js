import { formatPrice } from './utils/index.js';
import prices from './prices.txt';

const list = document.createElement('ul');
for (const [name, cents] of prices) {
  const item = document.createElement('li');
  item.textContent = `${name}: ${formatPrice(cents)}`;
  list.append(item);
}
document.body.append(list);
