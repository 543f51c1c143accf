import { total } from './cart.js';

const items = [
  { name: 'Tea', price: 4.5, quantity: 2 },
  { name: 'Cake', price: 3, quantity: 1 },
];

document.body.textContent = `Total: ${total(items).toFixed(2)}`;
