import { bars } from 'chart-kit';
import { formatCount } from './format.js';
import { table } from './table.js';

const users = [12, 7, 30];
console.log(`admin: ${formatCount(users.length)} teams`, bars(users));
console.log(table(users.map((count, index) => [`team ${index + 1}`, count])));
