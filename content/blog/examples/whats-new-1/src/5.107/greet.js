export default function () {
  return 'hi';
}
