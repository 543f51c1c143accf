import { addItem, total } from './cart.js';
import { greet } from './greeting.cjs';
import legacy from './legacy.cjs';
import { track } from './tracking.js';
import { theme } from './settings.js';

// cart.js declares a top-level `items` as well
const items = [19.99, 5];
for (const price of items) addItem(price);

console.log(greet('Ada'), total(), theme, legacy.version);
track('checkout');

// settings.js is imported above and loaded with import() here
import('./settings.js').then((settings) => console.log(Object.keys(settings)));
// chart.js goes into a chunk of its own, named "chart"
import(/* webpackChunkName: "chart" */ './chart.js').then(({ drawChart }) => drawChart(items));
