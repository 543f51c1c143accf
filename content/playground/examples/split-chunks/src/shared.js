export function pageTitle(name) {
  return `${name} | Example Shop`;
}
