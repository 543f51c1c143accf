import card from './card.html';

console.log(card.trim());
