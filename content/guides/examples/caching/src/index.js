import './style.css';
import { greeting } from './greeting.js';

const heading = document.createElement('h1');
heading.textContent = greeting('reader');

const button = document.createElement('button');
button.textContent = 'What is new?';
button.addEventListener('click', async () => {
  const { renderNotes } = await import(/* webpackChunkName: "notes" */ './notes.js');
  renderNotes(document.body);
});

document.body.append(heading, button);
