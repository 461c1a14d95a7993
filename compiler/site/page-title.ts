/** The page title without compiling: front matter `title`, else the first `# ` heading. Used to derive a nav. */
export function quickTitle(source: string): string | undefined {
  const heading = source.match(/^#[ \t]+(.+?)[ \t#]*$/m)?.[1];
  if (heading) return heading.trim();
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const title = fm?.[1]?.match(/^title:[ \t]*(.+)$/m)?.[1];
  return title?.trim().replace(/^['"]|['"]$/g, '');
}

/** A comma-separated front matter list (`components: A, B`) read without a YAML parser. */
export function quickFrontMatterList(source: string, key: string): string[] {
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const value = fm?.[1]?.match(new RegExp(`^${key}:[ \\t]*(.+)$`, 'm'))?.[1];
  return value ? value.replace(/^\[|\]$/g, '').split(',').map((s) => s.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean) : [];
}
