export function formatTime(date) {
  return date.toLocaleTimeString('en-GB');
}
