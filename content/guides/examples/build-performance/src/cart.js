export function createCart() {
  const lines = new Map();
  return {
    add(product, quantity = 1) {
      const line = lines.get(product.id) ?? { product, quantity: 0 };
      line.quantity += quantity;
      lines.set(product.id, line);
    },
    lines: () => [...lines.values()],
    total: () => [...lines.values()].reduce((sum, { product, quantity }) => sum + product.price * quantity, 0),
  };
}
