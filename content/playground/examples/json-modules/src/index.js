import settings from './settings.json';

// In production mode webpack follows which fields are read. Look at main.js: only theme.color and
// the length of languages are left, under shorter keys (optimization.mangleExports), and changelog is gone.
// Try mode 'development' in webpack.config.js: the whole file is bundled.
// Try `import { theme } from './settings.json'`: it builds, with a warning, as JSON modules have a
// default export only in the standard.
document.body.style.color = settings.theme.color;
document.body.textContent = `Available in ${settings.languages.length} languages`;
