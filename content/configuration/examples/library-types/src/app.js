import logo from './logo.svg';

const output = document.querySelector('output');
document.body.append(Object.assign(document.createElement('img'), { src: logo, alt: 'Logo' }));

import('./lazy.js').then(
  ({ loadedFrom }) => {
    output.textContent = `Lazy chunk loaded from ${loadedFrom}`;
  },
  (error) => {
    output.textContent = `${error.name}: ${error.message}`;
  },
);
