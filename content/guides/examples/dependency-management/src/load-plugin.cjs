// Fully dynamic: nothing in the request is known at build time.
const request = process.argv[2] || './locales/en.json';
const plugin = require(request);

console.log(plugin);
