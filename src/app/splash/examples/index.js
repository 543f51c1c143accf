import { greet } from './greeting.js';

const heading = document.querySelector('h1');
heading.textContent = greet('webpack');
