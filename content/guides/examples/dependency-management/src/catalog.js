// Every two-letter locale, and nothing else from the folder.
const locales = import.meta.webpackContext('./locales', {
  recursive: false,
  regExp: /^\.\/[a-z]{2}\.json$/,
});

console.log('keys:', locales.keys());
console.log('resolve("./de.json"):', locales.resolve('./de.json'));
console.log('id:', locales.id);
for (const key of locales.keys()) {
  const { greeting, language } = locales(key);
  console.log(`${key} -> ${greeting} (${language})`);
}
