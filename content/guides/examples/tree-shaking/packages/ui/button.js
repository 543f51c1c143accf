export function button(label) {
  const element = document.createElement('button');
  element.className = 'ui-button';
  element.textContent = label;
  return element;
}
