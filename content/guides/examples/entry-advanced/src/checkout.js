import { formatPrice } from './shared/format.js';

const box = document.createElement('section');
box.className = 'checkout';
box.textContent = `Total: ${formatPrice(449)}`;
document.body.append(box);
