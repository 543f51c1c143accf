// The project's own DOM helper: an ES module with a named export.
export function $(selector) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  return element;
}
