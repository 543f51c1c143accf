function mode() {
  return this === undefined ? 'strict' : 'sloppy';
}

module.exports = mode();
