/**
 * MUI X Charts Pro's Sankey chart calls `Iterator.prototype.toArray` (ES2025 iterator helpers), which
 * browsers have and Node 20 lacks: without it, the chart throws while it is server-rendered. The
 * renderer supplies that one method where the runtime does not have it; browsers use their own.
 */
export function supplyIteratorToArray(): void {
  const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  if ('toArray' in iteratorPrototype) return;
  Object.defineProperty(iteratorPrototype, 'toArray', {
    configurable: true,
    writable: true,
    value: function toArray(this: Iterable<unknown>) {
      return Array.from({ [Symbol.iterator]: () => this as unknown as Iterator<unknown> });
    },
  });
}
