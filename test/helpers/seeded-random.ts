/**
 * A small seeded generator of whole numbers below `n`, so that a failing case can be built again. The
 * high bits of a 32-bit linear congruential generator: its low bits repeat with short periods (the
 * lowest one alternates), which `% n` would pick.
 */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
