import { formatTotal } from './format.js';

// The order list is shown at once; the country table is only loaded on demand.
const orderLines = [
  { description: 'Notebook', quantity: 3, unitPriceInCents: 450 },
  { description: 'Fountain pen', quantity: 1, unitPriceInCents: 2400 },
];

const summaryElement = document.createElement('p');
summaryElement.textContent = formatTotal(orderLines);
document.body.append(summaryElement);

const countryButton = document.createElement('button');
countryButton.textContent = 'Choose a country';
countryButton.addEventListener('click', async () => {
  const { countryNames } = await import(/* webpackChunkName: "countries" */ './countries.js');
  countryButton.replaceWith(`${countryNames.length} countries available`);
});
document.body.append(countryButton);
