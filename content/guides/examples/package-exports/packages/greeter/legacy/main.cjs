module.exports.greet = (name) => `Hello, ${name}, from legacy/main.cjs`;
