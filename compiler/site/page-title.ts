/** The page title without compiling: front matter `title`, else the first `# ` heading. Used to derive a nav. */
export function quickTitle(source: string): string | undefined {
  const heading = source.match(/^#[ \t]+(.+?)[ \t#]*$/m)?.[1];
  if (heading) return heading.trim();
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const title = fm?.[1]?.match(/^title:[ \t]*(.+)$/m)?.[1];
  return title?.trim().replace(/^['"]|['"]$/g, '');
}
