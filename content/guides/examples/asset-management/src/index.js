import './style.css';
import iconUrl from './images/icon.png';
import site from './data/site.json';
import releases from './data/releases.csv';
import links from './data/links.yaml';

const banner = document.createElement('header');
banner.className = 'banner';

const icon = new Image(64, 64);
icon.src = iconUrl;
icon.alt = '';

const heading = document.createElement('h1');
heading.textContent = site.title;
banner.append(icon, heading);

const main = document.createElement('main');
const tagline = document.createElement('p');
tagline.textContent = site.tagline;

const list = document.createElement('ul');
list.id = 'releases';
for (const release of releases) {
  const item = document.createElement('li');
  item.textContent = `${release.version} (${release.date}): ${release.notes}`;
  list.append(item);
}

const reading = document.createElement('p');
reading.id = 'links';
reading.append('Read next: ');
for (const link of links) {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.textContent = link.title;
  reading.append(anchor, ' ');
}

main.append(tagline, list, reading);
document.body.append(banner, main);
