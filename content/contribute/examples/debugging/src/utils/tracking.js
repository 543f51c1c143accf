// Nothing imports trackEvent, but this module runs code as soon as it is loaded.
const queue = [];
globalThis.addEventListener?.('click', () => queue.push(Date.now()));

export function trackEvent(name) {
  queue.push(name);
}
