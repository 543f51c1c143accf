import { formatTotal } from './cart.js';

const items = [
  { name: 'Notebook', price: 4.5 },
  { name: 'Pencil', price: 1.25 },
];

const total = document.createElement('p');
total.id = 'total';
total.textContent = `Total: ${formatTotal(items)}`;
document.body.append(total);
