import page from './page.js';
import badge from './widgets/badge.js';

console.log(page);
console.log(badge);
