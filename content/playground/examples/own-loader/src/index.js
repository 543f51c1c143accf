import messages from './messages.txt';

document.body.textContent = messages.greeting;
console.log(messages);
