export function showHelp(parent) {
  const help = document.createElement('p');
  help.textContent = 'Press the link again to read this once more.';
  parent.append(help);
}
