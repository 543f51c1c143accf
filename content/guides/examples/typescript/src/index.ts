import { greet, type Visitor } from './greeting.js';
import logoUrl from './logo.png';

const visitor: Visitor = { name: 'TypeScript', visits: 3 };

const heading = document.createElement('h1');
heading.textContent = greet(visitor);

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'Logo';

document.body.append(heading, logo);
