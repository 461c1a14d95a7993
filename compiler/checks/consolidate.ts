import type { SiteConfig } from '../../templates/shared/site';
import type { Diagnostic } from '../helpers/diagnostics';

/**
 * The findings of a build, check or dev render as the site's config asks for them:
 * - an import already reported as `demo-import-unresolved` or `demo-import-stylesheet` is not
 *   reported again by the type-checker ("Cannot find module", TS2307, TS2792 and TS2882);
 * - demo type errors are errors, warnings or dropped, by `typeCheck`;
 * - a component embed the site does not provide, or whose file cannot be rendered, is reported once
 *   per component (where it is first used, with the count of the others): MUI embeds one on every
 *   overview page; an unknown one is an error when `strictComponents` is set;
 * - with the `mui` preset, a link into the API reference that the generated pages lack is a warning
 *   (`api-reference-gap`).
 */
export function consolidate(diagnostics: Diagnostic[], config: Pick<SiteConfig, 'typeCheck' | 'strictComponents' | 'preset'>): Diagnostic[] {
  const unresolved = new Set(diagnostics.filter((d) => d.code === 'demo-import-unresolved' || d.code === 'demo-import-stylesheet').map((d) => `${d.file}:${d.line}`));
  const components = new Map<string, Diagnostic[]>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (d.code === 'demo-type') {
      if (config.typeCheck === 'off') continue;
      if (/\(TS(2307|2792|2882)\)/.test(d.message) && unresolved.has(`${d.file}:${d.line}`)) continue;
      out.push(config.typeCheck === 'warn' ? { ...d, severity: 'warning' } : d);
      continue;
    }
    if (config.preset === 'mui' && (d.code === 'link-broken' || d.code === 'anchor-broken') && / \/x\/api\//.test(d.message)) {
      // MUI's docgen documents more than the generated reference does: a gap of this compiler, not of the content.
      out.push({ ...d, code: 'api-reference-gap', severity: 'warning', hint: "MUI's own API reference has this target; the generated API pages do not yet." });
      continue;
    }
    if (d.code === 'embed-unknown-component' || d.code === 'embed-component-render') {
      const key = `${d.code}\0${d.message}`;
      const uses = components.get(key) ?? [];
      if (!uses.length) components.set(key, uses);
      uses.push(d);
      continue;
    }
    out.push(d);
  }
  for (const uses of components.values()) {
    const first = [...uses].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)[0]!;
    const others = new Set(uses.map((u) => `${u.file}:${u.line}`)).size - 1;
    out.push({
      ...first,
      severity: first.code === 'embed-unknown-component' && config.strictComponents ? 'error' : 'warning',
      ...(others > 0 ? { message: `${first.message} (${others} more embed${others === 1 ? '' : 's'} of it elsewhere)` } : {}),
    });
  }
  return out;
}
