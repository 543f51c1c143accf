// A plain stylesheet: imported for its rules only, it exports nothing.
import './global.css';
// A file named *.module.css is a CSS module: its class names are made unique to it, and the
// import gives them. Find the `card` class in styles.css and in main.js.
import * as styles from './card.module.css';

const card = document.createElement('div');
card.className = `${styles.card} highlight`;
card.textContent = 'A card styled by a CSS module';
document.body.append(card);
