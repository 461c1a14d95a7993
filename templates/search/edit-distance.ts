/**
 * Whether `a` and `b` are within `most` edits of each other, counting an insertion, a deletion, a
 * substitution or two neighbours swapped ("heatmpa") as one: optimal string alignment distance,
 * stopped as soon as a row exceeds `most`.
 */
export function withinEdits(a: string, b: string, most: number): boolean {
  if (Math.abs(a.length - b.length) > most) return false;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > most) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= most;
}
