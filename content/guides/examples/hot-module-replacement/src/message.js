export function message() {
  return 'Edit src/message.js and save.';
}
