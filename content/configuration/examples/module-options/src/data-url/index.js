import dotBase64 from './dot.svg?base64';
import dot from './dot.svg';

console.log(dot);
console.log(dotBase64);
