import blockyUrl from './fonts/blocky.woff2';
import logoUrl from './images/logo.svg';
import notes from './notes.txt';
import badgeUrl from './images/badge.png';
import photoUrl from './images/photo.png';
import changelog from './changelog.md' with { type: 'text' };

// asset/resource: the URL of an emitted file.
const blocky = new FontFace('Blocky', `url(${blockyUrl})`);
document.fonts.add(blocky);
blocky.load();

// A file referenced with new URL() needs neither an import nor a rule.
const landscapeUrl = new URL('./images/landscape.jpg', import.meta.url);

const heading = document.createElement('h1');
heading.textContent = 'Asset Modules';
heading.style.fontFamily = 'Blocky, monospace';

const figures = document.createElement('div');
for (const [id, src] of [
  ['logo', logoUrl],
  ['badge', badgeUrl],
  ['photo', photoUrl],
  ['landscape', landscapeUrl.href],
]) {
  const figure = document.createElement('figure');
  const image = new Image();
  image.id = id;
  image.src = src;
  image.alt = id;
  const caption = document.createElement('figcaption');
  caption.textContent = src.length > 60 ? `${src.slice(0, 60)}…` : src;
  figure.append(image, caption);
  figures.append(figure);
}

const text = document.createElement('pre');
text.id = 'notes';
text.textContent = `${notes}\n${changelog}`;

document.body.append(heading, figures, text);
