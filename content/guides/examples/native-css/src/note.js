import * as styles from './note.module.css';

export function renderNote() {
  const note = document.createElement('p');
  note.className = styles.note;
  note.textContent = 'This note and its styles arrived in a lazy chunk.';
  return note;
}
