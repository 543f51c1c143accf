// CommonJS that assigns properties of `exports`: webpack sees every name.
let value = 0;
exports.count = () => value;
exports.increment = () => ++value;
