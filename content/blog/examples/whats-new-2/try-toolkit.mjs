import * as toolkit from './dist/5.112/toolkit.mjs';

console.log(Object.keys(toolkit), toolkit.add(2, 3), toolkit.shout('hi'));
