import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite, NotBuiltError, OutsideOutputError, readInside } from '../../compiler/mcp/site-source';
import { siteIndexOf } from '../../compiler/twins/site-index';
import type { NavNode } from '../../templates/shared/nav';
import { tempDir } from '../helpers/cli';

function node(pathname: string, title: string, extra: Partial<NavNode> = {}): NavNode {
  return { id: pathname, pathname, title, external: false, group: false, depth: 0, children: [], ...extra };
}

describe('readInside', () => {
  it('reads files of the folder and nothing outside it, through a link or not', async () => {
    const dir = tempDir('mcp-read');
    const out = path.join(dir, 'site out');
    mkdirSync(path.join(out, 'guide'), { recursive: true });
    writeFileSync(path.join(out, 'guide.md'), '# Guide\n');
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    symlinkSync(path.join(dir, 'secret.txt'), path.join(out, 'leak.md'));
    expect(await readInside(out, 'guide.md')).toBe('# Guide\n');
    expect(await readInside(out, 'missing.md')).toBeUndefined();
    expect(await readInside(out, 'guide')).toBeUndefined();
    await expect(readInside(out, '../secret.txt')).rejects.toBeInstanceOf(OutsideOutputError);
    await expect(readInside(out, '/etc/passwd')).rejects.toBeInstanceOf(OutsideOutputError);
    await expect(readInside(out, 'leak.md')).rejects.toBeInstanceOf(OutsideOutputError);
  });
});

describe('builtSite', () => {
  const site = {
    config: { title: 'Docs', url: 'https://docs.example.com', defaultLanguage: 'en', languages: ['en', 'zh'] },
    nav: {
      roots: [
        node('/guide-group', 'Guide', { group: true, children: [node('/guide/', 'Overview', { plan: 'pro' }), node('/guide/soon/', 'Soon', { planned: true })] }),
        node('https://example.com/changelog/', 'Changelog', { external: true }),
        node('/llms.txt', 'llms.txt', { siteFile: true }),
      ],
    },
    apiPages: new Map(),
  } as unknown as Parameters<typeof siteIndexOf>[0];

  it('reads the index the build wrote, and again once a build replaces it', async () => {
    const out = tempDir('mcp-built');
    await expect(builtSite(out).index()).rejects.toBeInstanceOf(NotBuiltError);
    const index = siteIndexOf(site, '/', ['/zh/guide/', '/guide/']);
    expect(index.nav).toEqual([
      { title: 'Guide', children: [{ title: 'Overview', route: '/guide/', plan: 'pro' }, { title: 'Soon', planned: true }] },
      { title: 'Changelog', href: 'https://example.com/changelog/' },
      { title: 'llms.txt', href: '/llms.txt' },
    ]);
    expect(index.routes).toEqual(['/guide/', '/zh/guide/']);
    writeFileSync(path.join(out, 'site-index.json'), JSON.stringify(index));
    const source = builtSite(out);
    expect((await source.index()).title).toBe('Docs');
    writeFileSync(path.join(out, 'site-index.json'), JSON.stringify({ ...index, title: 'Docs, rebuilt' }));
    expect((await source.index()).title).toBe('Docs, rebuilt');
  });
});
