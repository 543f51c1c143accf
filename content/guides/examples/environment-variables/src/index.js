const details = [
  ['API URL', __API_URL__],
  ['Release', __RELEASE__],
  ['Commit', process.env.COMMIT_SHA],
  ['Support', import.meta.env.WEBPACK_SUPPORT_EMAIL],
  ['Analytics ID', import.meta.env.WEBPACK_ANALYTICS_ID ?? 'not set'],
  ['Mode', process.env.NODE_ENV],
];

const list = document.createElement('dl');
for (const [label, value] of details) {
  const term = document.createElement('dt');
  term.textContent = label;
  const description = document.createElement('dd');
  description.textContent = value;
  list.append(term, description);
}
document.body.append(list);

if (__BETA__) {
  const note = document.createElement('p');
  note.textContent = 'Beta features are switched on in this build.';
  document.body.prepend(note);
}
