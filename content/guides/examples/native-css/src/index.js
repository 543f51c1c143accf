import './global.css';
import * as styles from './card.module.css';

const card = document.createElement('article');
card.className = styles.card;
card.innerHTML = `
  <h1 class="${styles.cardTitle}">Native CSS</h1>
  <p>Styled by webpack itself, without a single loader.</p>
  <button type="button">Show a note</button>`;
document.body.append(card);

card.querySelector('button').addEventListener('click', async () => {
  const { renderNote } = await import(/* webpackChunkName: "note" */ './note.js');
  card.append(renderNote());
});
