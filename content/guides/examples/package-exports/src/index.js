import { greet } from 'greeter';
import { mode } from 'greeter/mode';
import { picked } from 'greeter/order';
import { shout } from 'greeter/features/shout';

console.log(greet('reader'));
console.log(`greeter/mode: ${mode}`);
console.log(`greeter/order: ${picked}`);
console.log(shout('reader'));
