import { createRequire } from 'node:module';

/** MUI's icon names for navigation entries (`MuiPageIcon`), as its drawer maps them to Material icons. */
export const MUI_NAV_ICONS: Record<string, string> = {
  ReaderIcon: 'ChromeReaderModeRounded',
  BookIcon: 'BookRounded',
  DescriptionIcon: 'ArticleRounded',
  VisibilityIcon: 'VisibilityRounded',
  WebIcon: 'WebRounded',
};

type ReactLike = { createElement(type: unknown, props?: object): unknown };
type ServerLike = { renderToStaticMarkup(element: unknown): string };

/**
 * An entry's icon as SVG markup for the static navigation: rendered with the site's own React (the
 * one the icon's module imports, resolved from the navigation file), then reduced to its `<svg>`'s
 * `viewBox` and shapes; the styles of its component (classes, Emotion's `<style>`) are the
 * navigation's own. A named icon (`'BookIcon'`) is the site's `@mui/icons-material` one. Throws with
 * the reason when it cannot be rendered.
 */
export function renderNavIcon(icon: unknown, navFile: string): string {
  const require = createRequire(navFile);
  const component = typeof icon === 'string' ? namedIcon(icon, require) : icon;
  const react = require('react') as ReactLike;
  const server = require('react-dom/server') as ServerLike;
  const markup = server.renderToStaticMarkup(react.createElement(component));
  const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(markup);
  if (!svg) throw new Error('it renders no <svg> element');
  const viewBox = /\bviewBox="([^"]*)"/.exec(svg[1]!)?.[1] ?? '0 0 24 24';
  return `<svg viewBox="${viewBox}" aria-hidden="true" focusable="false">${svg[2]!.replace(/<style\b[\s\S]*?<\/style>/g, '')}</svg>`;
}

function namedIcon(name: string, require: NodeJS.Require): unknown {
  const file = MUI_NAV_ICONS[name];
  if (!file) throw new Error(`"${name}" is none of MUI's icon names (${Object.keys(MUI_NAV_ICONS).join(', ')})`);
  const loaded = require(`@mui/icons-material/${file}`) as { default?: unknown };
  return loaded.default ?? loaded;
}
