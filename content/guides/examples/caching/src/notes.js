const notes = ['Faster search', 'Dark theme', 'Keyboard shortcuts'];

export function renderNotes(container) {
  const list = document.createElement('ul');
  list.className = 'notes';
  for (const note of notes) {
    const item = document.createElement('li');
    item.textContent = note;
    list.append(item);
  }
  container.append(list);
}
