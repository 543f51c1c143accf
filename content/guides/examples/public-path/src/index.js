import './public-path.js';
import logoUrl from './logo.svg';

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'Logo';

const button = document.createElement('button');
button.textContent = 'Show details';
button.addEventListener('click', async () => {
  const { renderDetails } = await import(/* webpackChunkName: "details" */ './details.js');
  document.body.append(renderDetails());
});

document.body.append(logo, button);
