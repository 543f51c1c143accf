console.log('ui: dialog module evaluated');

export function dialog(message) {
  const element = document.createElement('dialog');
  element.className = 'ui-dialog';
  element.textContent = message;
  return element;
}
