// Sieve of Eratosthenes: how many primes are there from 2 up to `limit`?
export function countPrimes(limit) {
  const crossedOut = new Uint8Array(limit + 1);
  let count = 0;
  for (let n = 2; n <= limit; n++) {
    if (crossedOut[n]) continue;
    count++;
    for (let multiple = n * n; multiple <= limit; multiple += n) crossedOut[multiple] = 1;
  }
  return count;
}
