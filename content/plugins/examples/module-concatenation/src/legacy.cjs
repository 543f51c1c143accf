module.exports = { version: '1.4.0' };
