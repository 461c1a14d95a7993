/** Route segments are written percent-encoded; a folder named `100%` is not an escape. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
