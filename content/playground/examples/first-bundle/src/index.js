import { greet } from './greet.js';

document.body.textContent = greet('playground');
