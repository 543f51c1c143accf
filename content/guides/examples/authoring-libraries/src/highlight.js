const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlight(text, word) {
  return text.replace(new RegExp(escape(word), 'gi'), (match) => `<mark>${match}</mark>`);
}
