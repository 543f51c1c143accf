export const products = [
  { id: 'tea', name: 'Green tea', price: 450 },
  { id: 'cup', name: 'Cup', price: 1200 },
  { id: 'pot', name: 'Teapot', price: 3900 },
];
