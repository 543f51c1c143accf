import { greet } from './greet.js';
import message from './text/message.txt';
import pixel from './pixel.png';
import order from './chain/order.txt';
import stop from './chain/stop.txt';

console.log(greet('loader author'));
console.log(message);
console.log(`pixel.png: ${pixel.bytes} bytes, received as a ${pixel.received}, copied to ${pixel.file}`);
console.log(`order.txt became "${order}"`);
console.log(`stop.txt became "${stop}"`);

try {
  greet();
} catch (error) {
  // With --enable-source-maps, Node.js reports the line in src/greet.js, not in the bundle.
  console.log(error.stack.split('\n').slice(0, 2).join('\n'));
}
