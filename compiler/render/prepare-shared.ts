import { createElement } from 'react';
import { NotFound } from '../../templates/page/NotFound';
import { PageContext } from '../../templates/page/PageContext';
import { PageLayout } from '../../templates/page/PageLayout';
import type { NavNode } from '../../templates/shared/nav';
import { createDocsTheme } from '../../templates/theme';
import { compilePage } from '../markdown/compile-page';
import type { SharedRenderRequest } from './shared-request';
import { EmotionRenderer } from './emotion-renderer';
import { renderFrame, renderLazyGroups, versionsFor } from './frames';
import { activateFrame, isWindowed, type NavWindow } from './nav-window';
import { contentHash } from '../assets/hash';
import { hastToReact } from './hast-to-react';
import { languagePrefix, titleIn } from './plan-jobs';
import { STYLE_PROBE_MARKDOWN } from './style-probe';

export interface SharedRender {
  /** Per language: file name and content of the JSON with the items of lazily loaded navigation groups. */
  lazyNav: Record<string, { name: string; content: string }>;
  /** `${frameKey}|${lang}` → the frame's HTML around the main slot. */
  frames: Record<string, { before: string; after: string; windows: Record<string, NavWindow> }>;
  sharedStyleIds: string[];
  sharedCss: string;
  /** The body of `404.html`, inside the site frame of the default language. */
  notFoundBody: string;
  notFoundCss: string;
}

/**
 * Renders, once per build, the frames of every language and a probe page that exercises every
 * markdown construct. Everything emotion serialised here becomes the shared stylesheet. A build with
 * render workers has one of them do it (`RenderPool.renderShared`): this thread then never loads
 * React and Material UI.
 */
export function prepareShared({ site, framePlans, base, strings }: SharedRenderRequest, staticUrl = `${base}static/`): SharedRender {
  const renderer = new EmotionRenderer(createDocsTheme(site.config.theme));
  const none = new Set<string>();
  const defaultLanguage = site.config.defaultLanguage;
  const probe = compilePage({
    source: STYLE_PROBE_MARKDOWN,
    route: '/__probe/',
    file: '/__probe/index.md',
    displayPath: 'probe',
    contentPath: '__probe/index.md',
    contentDir: '/',
    base,
    defaultLanguage,
    components: new Map(),
  });
  const probeMeta = {
    route: '/__probe/',
    lang: defaultLanguage,
    title: 'Probe',
    documentTitle: 'Probe',
    description: 'Probe',
    toc: probe.toc,
    breadcrumbs: [{ title: 'Group', pathname: '/group' }],
    previous: { title: 'Previous', pathname: '/a/' },
    next: { title: 'Next', pathname: '/b/' },
    editUrl: 'https://example.com/edit',
    untranslated: true,
  };
  renderer.render(
    createElement(
      PageContext.Provider,
      { value: { frontMatter: {}, config: site.config } },
      createElement(PageLayout, { meta: probeMeta, plan: 'pro', base, children: hastToReact(probe.hast) }),
    ),
    strings[defaultLanguage] ?? {},
    none,
  );

  const frames: SharedRender['frames'] = {};
  const lazyNav: SharedRender['lazyNav'] = {};
  const lazyNeeded = framePlans.some((plan) => plan.expandedRoots !== 'all') || hasWindowedGroup(site.roots);
  for (const [lang, langStrings] of Object.entries(strings)) {
    const prefix = languagePrefix(site, lang);
    let lazySource: string | undefined;
    if (lazyNeeded) {
      const content = JSON.stringify(
        renderLazyGroups(renderer, { lang, roots: site.roots, config: site.config, base, strings: langStrings, languagePrefix: prefix, titleOf: (node) => titleIn(site, node, lang) }),
      );
      const name = `nav/${lang}.${contentHash(content)}.json`;
      lazyNav[lang] = { name, content };
      lazySource = `${staticUrl}${name}`;
    }
    const homeHref = `${base.replace(/\/$/, '')}${prefix}${site.homePath}`;
    for (const plan of framePlans) {
      const frame = renderFrame(
        renderer,
        {
          key: plan.key,
          lang,
          roots: site.roots,
          expandedRoots: plan.expandedRoots,
          config: site.config,
          base,
          homeHref,
          versions: versionsFor(site.config, plan.versionsPath),
          strings: langStrings,
          languagePrefix: prefix,
          titleOf: (node) => titleIn(site, node, lang),
          ...(lazySource ? { lazySource } : {}),
        },
        none,
      );
      frames[`${plan.key}|${lang}`] = { before: frame.before, after: frame.after, windows: frame.windows };
    }
  }
  const { ids, css } = renderer.allStyles();
  const known = new Set(ids);
  const homeHref = `${base.replace(/\/$/, '')}${site.homePath}`;
  const notFoundFrame = frames[`${framePlans[0]?.key ?? 'root'}|${defaultLanguage}`];
  const notFound = renderer.render(createElement(NotFound, { homeHref }), strings[defaultLanguage] ?? {}, known);
  const notFoundBody = notFoundFrame ? activateFrame(notFoundFrame, undefined, []) + notFound.html + notFoundFrame.after : notFound.html;
  return { frames, lazyNav, sharedStyleIds: ids, sharedCss: css, notFoundBody, notFoundCss: notFound.css };
}

function hasWindowedGroup(nodes: NavNode[]): boolean {
  return nodes.some((node) => node.group && (isWindowed(node) || hasWindowedGroup(node.children)));
}
