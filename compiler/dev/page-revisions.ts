import { randomBytes } from 'node:crypto';

/** A document as a browser was given it, with the problems its overlay listed. */
export interface ShownPage {
  revision: string;
  html: string;
  /** The overlay's problems as a string to compare: a page that kept its last good document while its problems changed is a new revision. */
  problems: string;
}

/**
 * The document each route last gave a browser, so that the next render of the route can be sent as the
 * difference from it, and the one before (a browser that had not fetched the document it shows when
 * the update came asks for it then). Revision names carry a per-server prefix: a page from an earlier
 * `docs dev` never matches one of this server's.
 */
export class PageRevisions {
  private readonly pages = new Map<string, ShownPage>();
  private readonly previous = new Map<string, ShownPage>();
  private readonly session = randomBytes(4).toString('hex');
  private count = 0;

  get(route: string): ShownPage | undefined {
    return this.pages.get(route);
  }

  /** The document of a route's last revision or the one before, by its name. */
  served(route: string, revision: string): ShownPage | undefined {
    return [this.pages.get(route), this.previous.get(route)].find((page) => page?.revision === revision);
  }

  /**
   * Records the document a route is served or updated as; an unchanged document with unchanged problems
   * keeps its revision. (A browser that connects naming a revision that is not the last is told to
   * reload: with the problems left out, one that missed an update changing only them kept a stale overlay.)
   */
  record(route: string, html: string, problems = ''): ShownPage {
    const known = this.pages.get(route);
    if (known?.html === html && known.problems === problems) return known;
    this.count += 1;
    const page = { revision: `${this.session}.${this.count}`, html, problems };
    if (known) this.previous.set(route, known);
    this.pages.set(route, page);
    return page;
  }

  /** Forgets a route whose document changed unseen: a browser still showing it is told to reload. */
  forget(route: string): void {
    this.pages.delete(route);
    this.previous.delete(route);
  }

  clear(): void {
    this.pages.clear();
    this.previous.clear();
  }
}
