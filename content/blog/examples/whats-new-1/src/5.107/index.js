import greet from './greet.js';
import Card from './card.js';

console.log(`greet.name is "${greet.name}", Card.name is "${Card.name}"`);
