/** A name without case, spaces or punctuation: "Date and Time Pickers" → "dateandtimepickers". */
function squeezed(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The one of `names` that `asked` means: the same name whatever its case, spaces and punctuation
 * ("data-grid" is "Data Grid"), else the only name containing it ("pickers"); `undefined` otherwise.
 */
export function matchName(asked: string, names: readonly string[]): string | undefined {
  const wanted = squeezed(asked);
  if (!wanted) return undefined;
  const exact = names.find((name) => squeezed(name) === wanted);
  if (exact) return exact;
  const containing = names.filter((name) => squeezed(name).includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}
