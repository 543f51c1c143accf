import './badge.css';

export function badge(text) {
  const element = document.createElement('span');
  element.className = 'badge';
  element.textContent = text;
  return element;
}
