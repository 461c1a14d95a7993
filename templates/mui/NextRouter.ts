import * as React from 'react';

/** A query as Next's router gives it: a repeated key is an array. */
export type Query = Record<string, string | string[] | undefined>;

export interface StaticRouter {
  pathname: string;
  asPath: string;
  query: Query;
  isReady: boolean;
  push(url: string): Promise<boolean>;
  replace(url: string): Promise<boolean>;
  back(): void;
  events: { on(): void; off(): void; emit(): void };
}

function queryOf(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const known = query[key];
    query[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

const NO_EVENTS = { on() {}, off() {}, emit() {} };

/**
 * Next's `useRouter` as MUI's docs components read it, on a static page (the mui preset maps
 * `next/router` here): the page's path and query, and navigation by the browser itself. The server
 * and the first client render see no query, as Next's static pages do before `isReady`, so hydration
 * matches; the address's query arrives in the next render (MUI's error decoder reads `?code=`).
 */
export function useRouter(): StaticRouter {
  const [address, setAddress] = React.useState<{ pathname: string; search: string } | undefined>(undefined);
  React.useEffect(() => setAddress({ pathname: window.location.pathname, search: window.location.search }), []);
  const navigate = (how: 'assign' | 'replace') => async (url: string) => {
    window.location[how](url);
    return true;
  };
  const pathname = address?.pathname ?? '/';
  return {
    pathname,
    asPath: `${pathname}${address?.search ?? ''}`,
    query: address ? queryOf(address.search) : {},
    isReady: address !== undefined,
    push: navigate('assign'),
    replace: navigate('replace'),
    back: () => window.history.back(),
    events: NO_EVENTS,
  };
}
