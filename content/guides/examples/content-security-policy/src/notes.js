import './notes.css';

const NOTES = ['Faster start-up', 'Smaller bundles', 'Fewer bugs'];

export function renderNotes(container) {
  const list = document.createElement('ul');
  list.className = 'notes';
  for (const note of NOTES) {
    const item = document.createElement('li');
    item.textContent = note;
    list.append(item);
  }
  container.append(list);
}
