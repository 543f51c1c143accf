export const products = [
  { id: 'kettle', name: 'Copper kettle', cents: 4900 },
  { id: 'mug', name: 'Stoneware mug', cents: 1200 },
  { id: 'teapot', name: 'Glass teapot', cents: 3500 },
];
