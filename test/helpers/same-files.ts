import { expect } from 'vitest';

/**
 * Asserts that two folders read by `filesOf` hold the same files with the same bytes. `toEqual` on
 * the maps says the same, but compares Buffers byte by byte in JavaScript: two seconds of CPU for a
 * small site's 1.3 MB, paid by every such test. The failure names the files that differ and shows the
 * first as text.
 */
export function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>, label?: string): void {
  expect([...actual.keys()].sort(), label).toEqual([...expected.keys()].sort());
  const differing = [...expected].filter(([file, bytes]) => !bytes.equals(actual.get(file)!)).map(([file]) => file);
  if (differing.length > 0) expect(actual.get(differing[0]!)!.toString(), `${label ? `${label}: ` : ''}${differing.join(', ')} differ`).toBe(expected.get(differing[0]!)!.toString());
  expect(differing, label).toEqual([]);
}
