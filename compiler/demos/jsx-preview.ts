/** MUI shows a preview when the returned JSX is shorter than this many lines. */
export const PREVIEW_MAX_LINES = 16;

/**
 * The JSX returned by the demo's default export, de-indented, when it is short enough to read at a glance
 * (a component whose body is `return ( … );` at two spaces of indentation, as prettier writes it).
 */
export function extractJsxPreview(source: string): string | undefined {
  const match = source.match(/export default function[^\n]*\n(?:(?! {2}return \()[^\n]*\n)*? {2}return \(\n([\s\S]*?)\n {2}\);\n\}/);
  const jsx = match?.[1];
  if (!jsx) return undefined;
  const lines = jsx.split('\n');
  if (lines.length > PREVIEW_MAX_LINES) return undefined;
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
