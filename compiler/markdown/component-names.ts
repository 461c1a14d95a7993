import type { SiteConfig } from '../../templates/shared/site';

/**
 * The component embed names a page may use, each to the registered component it renders: the
 * registered names themselves, and the config's `components` aliases (such as MUI's
 * `@mui/docs/ComponentLinkHeader`) whose target is registered.
 */
export function embedComponentNames(registered: readonly string[], config: Pick<SiteConfig, 'components'>): Record<string, string> {
  const names: Record<string, string> = Object.fromEntries(registered.map((name) => [name, name]));
  for (const [alias, target] of Object.entries(config.components ?? {})) {
    if (registered.includes(target)) names[alias] = target;
  }
  return names;
}
