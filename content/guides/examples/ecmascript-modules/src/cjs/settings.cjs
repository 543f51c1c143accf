// The names are computed at runtime, so webpack cannot list them.
module.exports = Object.fromEntries([['theme', 'dark']]);
