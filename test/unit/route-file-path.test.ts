import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSegment } from '../../compiler/output/route-segment';
import { outputFileOf } from '../../compiler/render/write-page';
import { twinFileOf, twinRoute } from '../../compiler/twins/twin-path';

const ROUTES = ['/', '', '/x/react-data-grid/sorting/', '/zh/x/api/data-grid/data-grid/', '/100%25/', '/bad%zz/escape/', '/a%2Fb/', '//double//slashes/', '/a/../b/', '/café/', '/with space/', 'no-leading/'];

/** Each segment decoded and joined by `path.join`, one by one: the definition the fast path must match. */
const segmentwise = (outDir: string, route: string, ...tail: string[]) => path.join(outDir, ...route.split('/').filter(Boolean).map(decodeSegment), ...tail);

describe('the files of a route', () => {
  it.each(['', 'dist', '/tmp/out'])('are the decoded segments under %j, whatever the route holds', (outDir) => {
    for (const route of ROUTES) {
      expect(outputFileOf(outDir, route)).toBe(segmentwise(outDir, route, 'index.html'));
      expect(twinFileOf(outDir, route)).toBe(segmentwise(outDir, twinRoute(route)));
    }
    expect(outputFileOf(outDir, '/100%25/')).toBe(path.join(outDir, '100%', 'index.html'));
    expect(outputFileOf(outDir, '/bad%zz/escape/')).toBe(path.join(outDir, 'bad%zz', 'escape', 'index.html'));
  });
});
