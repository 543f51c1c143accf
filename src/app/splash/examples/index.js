import { greet } from './greeting.js';

document.querySelector('h1').textContent = greet('webpack');
