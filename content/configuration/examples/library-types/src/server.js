import logo from './logo.svg';

console.log(`logo: ${logo}`);
import('./lazy.js').then(({ loadedFrom }) => {
  console.log(`lazy chunk loaded, __webpack_public_path__ is ${JSON.stringify(loadedFrom)}`);
});
