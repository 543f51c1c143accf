import { formatPrice } from './shared/money.js';
import { products } from './shared/products.js';

const list = document.createElement('ul');
for (const product of products) {
  const item = document.createElement('li');
  item.textContent = `${product.name}: ${formatPrice(product.cents)}`;
  list.append(item);
}

const button = document.createElement('button');
button.textContent = 'Show reviews';
button.addEventListener('click', async () => {
  const { renderReviews } = await import(
    /* webpackChunkName: "reviews", webpackPrefetch: true */ './reviews.js'
  );
  await renderReviews(document.body);
});

document.body.append(list, button);
