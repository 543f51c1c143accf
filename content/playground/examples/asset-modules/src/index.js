import logoUrl from './files/logo.svg';
import dotUrl from './inline/dot.svg';
import smallUrl from './by-size/small.svg';
import largeUrl from './by-size/large.svg';
import notes from './notes.txt';

// Each import is a plain string: a URL, a data URL or some text. Look for them in main.js.
for (const [label, src] of [['logo', logoUrl], ['dot', dotUrl], ['small', smallUrl], ['large', largeUrl]]) {
  const image = document.createElement('img');
  image.src = src;
  image.alt = label;
  document.body.append(image);
}

const text = document.createElement('pre');
text.textContent = notes;
document.body.append(text);
