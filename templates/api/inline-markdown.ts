import { escapeHtml } from '../document';

/**
 * JSDoc text (markdown) to HTML, for props tables: paragraphs, `code`, **bold**, *emphasis* and links.
 * Everything is escaped first, so a declaration's text can never inject markup; only http(s) and
 * site-relative links survive. `rewrite` maps absolute documentation URLs to this site's routes.
 */
export function inlineMarkdown(text: string, rewrite: (href: string) => string = (href) => href): string {
  const codes: string[] = [];
  const code = (source: string) => {
    codes.push(`<code>${escapeHtml(source)}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  };
  // MUI's JSDoc names types as `[[GridColDef]]` (its own generator's link syntax): shown as code.
  const withoutCode = text.replace(/`([^`]+)`/g, (_, source: string) => code(source)).replace(/\[\[([A-Za-z_$][^[\]]*)\]\](\[\])?/g, (_, name: string, array = '') => code(`${name}${array}`));
  let html = escapeHtml(withoutCode)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
      const decoded = href.replace(/&amp;/g, '&');
      if (!/^(https?:\/\/|\/)/.test(decoded)) return label;
      return `<a href="${escapeHtml(rewrite(decoded))}">${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>');
  html = html
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, ' ')}</p>`)
    .join('');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]!);
}
