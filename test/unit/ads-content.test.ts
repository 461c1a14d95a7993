import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdRecord } from '../../templates/shared/ads';
import { ROOT } from '../helpers/cli';

const ADS_DIR = path.join(ROOT, 'content', 'ads');
const ads = JSON.parse(readFileSync(path.join(ADS_DIR, 'in-house.json'), 'utf8')) as AdRecord[];

describe('the in-house ads', () => {
  it('are the five offers: scaffold tool, templates, themes, enterprise support, design kit', () => {
    expect(ads.map((ad) => ad.label)).toEqual(['in-house-scaffold', 'in-house-templates', 'in-house-themes', 'in-house-support', 'in-house-design-kit']);
  });

  it('are complete records linking to https pages tagged with their campaign', () => {
    for (const ad of ads) {
      expect(Object.keys(ad).sort()).toEqual(['description', 'img', 'label', 'link', 'name', 'poweredby']);
      expect(ad.name.trim()).not.toBe('');
      expect(ad.poweredby).toBe('MUI');
      const link = new URL(ad.link);
      expect(link.protocol).toBe('https:');
      expect(link.searchParams.get('utm_campaign')).toBe(ad.label);
      expect(link.searchParams.get('utm_source')).toBe('docs');
    }
  });

  it('use only the markup the sanitiser keeps, and fit the card', () => {
    for (const ad of ads) {
      const tags = [...ad.description.matchAll(/<\/?([a-z]+)[^>]*>/gi)].map((match) => match[1]!.toLowerCase());
      expect(tags.every((tag) => ['b', 'i', 'em', 'strong', 'br'].includes(tag)), ad.description).toBe(true);
      expect(ad.description.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual(140);
    }
  });

  it('have 130×100 SVG images without scripts, handlers or external references', () => {
    for (const ad of ads) {
      expect(ad.img).toMatch(/^[a-z-]+\.svg$/);
      const svg = readFileSync(path.join(ADS_DIR, ad.img), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="130" height="100" viewBox="0 0 130 100">/);
      expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=|url\(/i);
      expect(svg.length).toBeLessThan(4096);
    }
  });
});
