import { describe, expect, it } from 'vitest';
import { MAX_FETCH_ATTEMPTS, fetchRemoteAd, firstValidAd, toAdRecord, trackingUrls } from '../../runtime/ads/remote';
import { safeUrl } from '../../runtime/sanitize-html';

const BASE = 'https://docs.test/x/page/';
const valid = { company: 'Acme', description: 'Fast <b>builds</b>', image: 'https://cdn.test/a.png', statlink: '//srv.test/click/1', statimp: '//srv.test/imp/1', pixel: 'https://p1.test/i?t=[timestamp]||https://p2.test/i?ts=[timestamp]&again=[timestamp]', timestamp: '1718000000' };

/** A fake endpoint answering each call with the next body (then the last one), counting calls. */
function endpoint(...bodies: unknown[]) {
  let calls = 0;
  const fetchJson = async () => {
    const body = bodies[Math.min(calls++, bodies.length - 1)];
    if (body instanceof Error) throw body;
    return body;
  };
  return { fetchJson, calls: () => calls };
}

describe('remote ad parsing', () => {
  it('skips empty entries and entries without statlink, and takes the first valid one', () => {
    expect(firstValidAd({ ads: [{}, { company: 'No link' }, { statlink: '' }, valid, { ...valid, company: 'Second' }] })).toEqual(valid);
  });

  it('finds nothing in an answer without a usable list', () => {
    for (const body of [null, undefined, 'text', 42, {}, { ads: null }, { ads: {} }, { ads: [] }, { ads: [{}, null, 'x', 3] }]) {
      expect(firstValidAd(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('maps a remote ad to the block shape, resolving protocol-relative links', () => {
    expect(toAdRecord(valid, BASE)).toEqual({
      name: 'Acme',
      link: 'https://srv.test/click/1',
      img: 'https://cdn.test/a.png',
      description: 'Fast <b>builds</b>',
      poweredby: 'Carbon',
      label: 'remote-inline',
    });
  });

  it('refuses an ad whose link is not http(s), and drops a non-http(s) image', () => {
    expect(toAdRecord({ ...valid, statlink: 'javascript:alert(1)' }, BASE)).toBeUndefined();
    expect(toAdRecord({ ...valid, statlink: ' data:text/html,x' }, BASE)).toBeUndefined();
    expect(toAdRecord({ ...valid, image: 'javascript:alert(1)' }, BASE)?.img).toBe('');
  });

  it('expands every pixel URL with the entry timestamp, after the impression URL', () => {
    expect(trackingUrls(valid, BASE)).toEqual([
      'https://srv.test/imp/1',
      'https://p1.test/i?t=1718000000',
      'https://p2.test/i?ts=1718000000&again=1718000000',
    ]);
  });

  it('keeps only http(s) tracking URLs and ignores empty pieces', () => {
    expect(trackingUrls({ statlink: 'https://s.test/', pixel: '||javascript:alert(1)|| https://p.test/[timestamp] ||', timestamp: 5 }, BASE)).toEqual(['https://p.test/5']);
  });
});

describe('remote ad fetching', () => {
  it('returns the first valid ad of the first answer that has one', async () => {
    const api = endpoint({ ads: [{}] }, { ads: [{}, valid] });
    await expect(fetchRemoteAd('https://srv.test/ads.json', api.fetchJson)).resolves.toEqual(valid);
    expect(api.calls()).toBe(2);
  });

  it('asks at most 10 times when no answer has a valid ad', async () => {
    const api = endpoint({ ads: [{}, { company: 'x' }] });
    await expect(fetchRemoteAd('https://srv.test/ads.json', api.fetchJson)).resolves.toBeUndefined();
    expect(MAX_FETCH_ATTEMPTS).toBe(10);
    expect(api.calls()).toBe(10);
  });

  it('gives no ad, silently and without retrying, when the network fails', async () => {
    const api = endpoint(new TypeError('Failed to fetch'));
    await expect(fetchRemoteAd('https://srv.test/ads.json', api.fetchJson)).resolves.toBeUndefined();
    expect(api.calls()).toBe(1);
  });

  it('gives no ad when the answer is not JSON', async () => {
    const api = endpoint({ ads: [{}] }, new SyntaxError('Unexpected token <'));
    await expect(fetchRemoteAd('https://srv.test/ads.json', api.fetchJson)).resolves.toBeUndefined();
    expect(api.calls()).toBe(2);
  });
});

describe('safe URLs', () => {
  it('accepts http(s) URLs, absolute, relative or protocol-relative', () => {
    expect(safeUrl('https://a.test/x?y=1', BASE)).toBe('https://a.test/x?y=1');
    expect(safeUrl('http://a.test/', BASE)).toBe('http://a.test/');
    expect(safeUrl('//a.test/x', BASE)).toBe('https://a.test/x');
    expect(safeUrl('../other/', BASE)).toBe('https://docs.test/x/other/');
  });

  it('refuses every other scheme, however it is spelled', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0000javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'blob:https://a.test/1', 'http://[bad']) {
      expect(safeUrl(href, BASE), JSON.stringify(href)).toBeUndefined();
    }
  });
});
