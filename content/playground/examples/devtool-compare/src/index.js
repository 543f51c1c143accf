import { slug } from './slug.js';

const title = 'Source Maps, Compared!';
document.body.textContent = `${title} lives at /${slug(title)}/`;
