const shortcuts = [
  ['Ctrl+B', 'Bold'],
  ['Ctrl+I', 'Italic'],
  ['Ctrl+K', 'Insert a link'],
  ['Ctrl+Shift+7', 'Numbered list'],
];

export function renderShortcuts(container) {
  const table = document.createElement('table');
  for (const [keys, action] of shortcuts) {
    const row = table.insertRow();
    row.insertCell().textContent = keys;
    row.insertCell().textContent = action;
  }
  const heading = document.createElement('h2');
  heading.textContent = 'Keyboard shortcuts';
  container.replaceChildren(heading, table);
}
