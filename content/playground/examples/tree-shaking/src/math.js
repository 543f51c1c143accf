export function square(x) {
  return x * x;
}

// Never imported: production mode leaves it out of the bundle.
export function cube(x) {
  return x * x * x;
}
