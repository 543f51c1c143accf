const path = require('path');

module.exports = {
  mode: 'production',
  entry: {
    shared: './src/shared.js',
    // An entry descriptor: `import` is what a plain string would say, and `dependOn` names an entry a
    // page always loads first. app.js keeps only src/app.js: formatPrice's code is in shared.js alone.
    // Try removing `dependOn`: app.js gets its own copy of src/shared.js and a runtime of its own, and
    // the Run tab logs 'shared.js runs' twice, once for each copy.
    app: { import: './src/app.js', dependOn: 'shared' },
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
