import loud from './loud.js';
import quiet from './quiet.js';

console.log(`quiet.js imports "${quiet}"`);
console.log(`loud.js imports "${loud}"`);
