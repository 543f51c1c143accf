export function renderDetails() {
  const paragraph = document.createElement('p');
  paragraph.id = 'details';
  paragraph.textContent = `Loaded from ${__webpack_public_path__}`;
  return paragraph;
}
