import { formatPrice } from './format.js';

console.log(`admin total: ${formatPrice(99)}`);
