const reviews = [
  { author: 'Ana', rating: 5, text: 'Boils in three minutes.' },
  { author: 'Ben', rating: 4, text: 'Heavier than it looks.' },
];

export async function renderReviews(container) {
  const { stars } = await import(
    /* webpackChunkName: "stars", webpackPreload: true */ './stars.js'
  );
  const list = document.createElement('ul');
  list.className = 'reviews';
  for (const review of reviews) {
    const item = document.createElement('li');
    item.textContent = `${stars(review.rating)} ${review.author}: ${review.text}`;
    list.append(item);
  }
  container.append(list);
}
