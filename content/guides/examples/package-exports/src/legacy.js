import { greet } from 'greeter';

console.log(greet('reader'));
