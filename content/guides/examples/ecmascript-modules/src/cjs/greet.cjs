// CommonJS that replaces module.exports with a function and hangs a property on it.
module.exports = function greet(name) {
  return `Hello, ${name}`;
};
module.exports.greeting = 'Hello';
