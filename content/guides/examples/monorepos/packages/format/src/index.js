export function title(text) {
  console.debug('title() called with', text);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
