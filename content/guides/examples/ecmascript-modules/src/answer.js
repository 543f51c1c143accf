// An ES module: .js in a package with "type": "module".
export default 42;
export const question = 'unknown';
