// A .js file under "type": "commonjs": javascript/dynamic.
module.exports = function format(value) {
  return `<${value}>`;
};
