// Nothing of the shop is in this build: the button's code arrives from the container when it is needed.
import('shop/button').then(({ buyButton }) => {
  document.body.append(buyButton(1250));
  console.log('loaded shop/button from the shop container');
});
