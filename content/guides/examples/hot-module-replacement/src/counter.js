// After an update, `data` holds what the old version stored in dispose().
// On the first run it is undefined, and in a build without HMR so is import.meta.webpackHot.
let count = 0;
if (import.meta.webpackHot && import.meta.webpackHot.data) {
  count = import.meta.webpackHot.data.count;
}

const button = document.createElement('button');
button.id = 'counter';
const label = () => `Clicked ${count} times`;
button.textContent = label();
button.addEventListener('click', () => {
  count += 1;
  button.textContent = label();
});
document.body.append(button);

if (import.meta.webpackHot) {
  // Accept updates of this module: the runtime re-runs it instead of bubbling up.
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => {
    data.count = count;
    button.remove();
  });
}
