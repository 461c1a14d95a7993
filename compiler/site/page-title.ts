/**
 * A copy of a short string cut from a long one. V8 keeps a substring's whole parent alive, so a title
 * matched out of each page would otherwise hold every page's source in memory for the whole build.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The page title without compiling: front matter `title`, else the first `# ` heading. Used to derive a nav. */
export function quickTitle(source: string): string | undefined {
  const title = findTitle(source);
  return title === undefined ? undefined : detached(title);
}

function findTitle(source: string): string | undefined {
  // A plain match and a trim: a lazy pattern with trailing classes is quadratic on long lines.
  const line = source.match(/^#[ \t]+(.*)$/m)?.[1];
  const heading = line?.replace(/[ \t#]+$/, '').trim();
  if (heading) return heading;
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const title = fm?.[1]?.match(/^title:[ \t]*(.+)$/m)?.[1];
  return title?.trim().replace(/^['"]|['"]$/g, '');
}

/** A comma-separated front matter list (`components: A, B`) read without a YAML parser. */
export function quickFrontMatterList(source: string, key: string): string[] {
  const fm = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const value = fm?.[1]?.match(new RegExp(`^${key}:[ \\t]*(.+)$`, 'm'))?.[1];
  return value ? value.replace(/^\[|\]$/g, '').split(',').map((s) => detached(s.trim().replace(/^['"]|['"]$/g, ''))).filter(Boolean) : [];
}
