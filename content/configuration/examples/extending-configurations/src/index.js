import message from './message.txt';

console.log(message);
