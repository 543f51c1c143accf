// CommonJS: the language comes from the command line, so webpack cannot know it.
const lang = process.argv[2] || 'en';
const messages = require('./locales/' + lang + '.json');

console.log(`${messages.greeting} (${messages.language})`);
