import forced from './legacy/forced.cjs';
import plain from './legacy/plain.cjs';
import { tally } from './legacy/tally.js';

console.log(`plain.cjs runs ${plain}`);
console.log(`forced.cjs runs ${forced}`);
console.log(`tally.js counts ${tally()}, ${tally()}`);

// a context module of ./locales, as require.context would create
const locales = import.meta.webpackContext('./locales', { regExp: /\.js$/ });
for (const key of locales.keys()) {
  console.log(`${key} says ${locales(key).default}`);
}
