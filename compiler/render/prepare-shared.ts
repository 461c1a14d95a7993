import { createElement } from 'react';
import { NotFound } from '../../templates/page/NotFound';
import { PageContext } from '../../templates/page/PageContext';
import { PageLayout } from '../../templates/page/PageLayout';
import type { NavNode } from '../../templates/shared/nav';
import { createDocsTheme } from '../../templates/theme';
import { compilePage } from '../markdown/compile-page';
import type { SharedRenderRequest } from './shared-request';
import { EmotionRenderer } from '../demos/emotion-renderer';
import { renderFrame, renderLazyGroups, versionsFor } from './frames';
import { activateFrame, isWindowed, type NavWindow } from './nav-window';
import { contentHash } from '../helpers/hash';
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
export function prepareShared(request: SharedRenderRequest, staticUrl = `${request.base}static/`): SharedRender {
  return new SharedRenderer(request, staticUrl).all();
}

/**
 * The shared render, a part at a time: the probe page when made, then each language's lazily loaded
 * groups and each frame when asked for (or by `all`, in the order `prepareShared` renders them).
 * `docs dev` starts with the first frame, the one of the 404 page, and renders a page's frame when
 * the page is asked for: the site's other frames were a sixth of its start when not cached.
 */
export class SharedRenderer {
  private readonly renderer: EmotionRenderer;
  private readonly none = new Set<string>();
  private readonly lazyNeeded: boolean;
  /** `${frameKey}|${lang}` → the frame, as rendered so far: one object, which a render context may hold while it fills. */
  readonly frames: SharedRender['frames'] = {};
  readonly lazyNav: SharedRender['lazyNav'] = {};
  private notFound: Pick<SharedRender, 'notFoundBody' | 'notFoundCss'> | undefined;

  constructor(
    readonly request: SharedRenderRequest,
    private readonly staticUrl = `${request.base}static/`,
  ) {
    const { site, base, strings } = request;
    this.renderer = new EmotionRenderer(createDocsTheme(site.config.theme));
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
    this.renderer.render(
      createElement(
        PageContext.Provider,
        { value: { frontMatter: {}, config: site.config } },
        createElement(PageLayout, { meta: probeMeta, plan: 'pro', base, ads: true, children: hastToReact(probe.hast) }),
      ),
      strings[defaultLanguage] ?? {},
      this.none,
    );
    this.lazyNeeded = request.framePlans.some((plan) => plan.expandedRoots !== 'all') || hasWindowedGroup(site.roots);
  }

  /**
   * The frame of plan `key` in `lang`, rendered now if it was not (after its language's lazy groups);
   * none for a plan or language the request does not have.
   */
  frame(key: string, lang: string): SharedRender['frames'][string] | undefined {
    const id = `${key}|${lang}`;
    const done = this.frames[id];
    if (done) return done;
    const { site, base, strings } = this.request;
    const plan = this.request.framePlans.find((candidate) => candidate.key === key);
    const langStrings = strings[lang];
    if (!plan || !langStrings) return undefined;
    const prefix = languagePrefix(site, lang);
    const lazySource = this.lazySource(lang);
    const frame = renderFrame(
      this.renderer,
      {
        key: plan.key,
        lang,
        roots: site.roots,
        expandedRoots: plan.expandedRoots,
        config: site.config,
        ...(site.logo ? { logo: site.logo } : {}),
        base,
        homeHref: `${base.replace(/\/$/, '')}${prefix}${site.homePath}`,
        versions: versionsFor(site.config, plan.versionsPath),
        strings: langStrings,
        languagePrefix: prefix,
        titleOf: (node) => titleIn(site, node, lang),
        ...(lazySource ? { lazySource } : {}),
      },
      this.none,
    );
    return (this.frames[id] = { before: frame.before, after: frame.after, windows: frame.windows });
  }

  /** The URL of the JSON with `lang`'s lazily loaded groups, rendered now if it was not; none when no frame loads groups lazily. */
  private lazySource(lang: string): string | undefined {
    if (!this.lazyNeeded) return undefined;
    if (!this.lazyNav[lang]) {
      const { site, base, strings } = this.request;
      const content = JSON.stringify(
        renderLazyGroups(this.renderer, { lang, roots: site.roots, config: site.config, base, strings: strings[lang] ?? {}, languagePrefix: languagePrefix(site, lang), titleOf: (node) => titleIn(site, node, lang) }),
      );
      this.lazyNav[lang] = { name: `nav/${lang}.${contentHash(content)}.json`, content };
    }
    return `${this.staticUrl}${this.lazyNav[lang]!.name}`;
  }

  /** What emotion serialised so far: the shared stylesheet. */
  styles(): { ids: string[]; css: string } {
    return this.renderer.allStyles();
  }

  /**
   * The 404 page's body, in the default language's first frame, with the styles the shared
   * stylesheet lacks: rendered once, against the stylesheet as it is then. By a renderer of its
   * own: its styles are not the stylesheet's, whichever frames are rendered after it.
   */
  notFoundPage(): Pick<SharedRender, 'notFoundBody' | 'notFoundCss'> {
    if (this.notFound) return this.notFound;
    const { site, base, strings, framePlans } = this.request;
    const defaultLanguage = site.config.defaultLanguage;
    const frame = framePlans[0] ? this.frame(framePlans[0].key, defaultLanguage) : undefined;
    const known = new Set(this.styles().ids);
    const renderer = new EmotionRenderer(createDocsTheme(site.config.theme));
    const page = renderer.render(createElement(NotFound, { homeHref: `${base.replace(/\/$/, '')}${site.homePath}` }), strings[defaultLanguage] ?? {}, known);
    const notFoundBody = frame ? activateFrame(frame, undefined, []) + page.html + frame.after : page.html;
    return (this.notFound = { notFoundBody, notFoundCss: page.css });
  }

  /** Every frame of every language, then the shared stylesheet and the 404 page. */
  all(): SharedRender {
    for (const lang of Object.keys(this.request.strings)) {
      this.lazySource(lang);
      for (const plan of this.request.framePlans) this.frame(plan.key, lang);
    }
    const { ids, css } = this.styles();
    // In this order of keys, whatever order the frames were asked for in: page keys hash the frames in order (`keyContext`).
    const frames = Object.fromEntries(Object.keys(this.request.strings).flatMap((lang) => this.request.framePlans.map((plan) => [`${plan.key}|${lang}`, this.frames[`${plan.key}|${lang}`]!])));
    const lazyNav = Object.fromEntries(Object.keys(this.request.strings).filter((lang) => this.lazyNav[lang]).map((lang) => [lang, this.lazyNav[lang]!]));
    return { frames, lazyNav, sharedStyleIds: ids, sharedCss: css, ...this.notFoundPage() };
  }
}

function hasWindowedGroup(nodes: NavNode[]): boolean {
  return nodes.some((node) => node.group && (isWindowed(node) || hasWindowedGroup(node.children)));
}
