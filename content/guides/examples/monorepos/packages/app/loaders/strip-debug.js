// Removes every line that calls console.debug().
export default function stripDebug(source) {
  return source
    .split('\n')
    .filter((line) => !line.includes('console.debug('))
    .join('\n');
}
