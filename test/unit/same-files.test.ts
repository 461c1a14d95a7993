import { describe, expect, it } from 'vitest';
import { expectSameFiles } from '../helpers/same-files';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));

describe('expectSameFiles', () => {
  it('passes for the same files with the same bytes, in any order', () => {
    expectSameFiles(files({ 'a.html': '<p>a</p>', 'b/c.js': 'c()' }), files({ 'b/c.js': 'c()', 'a.html': '<p>a</p>' }));
  });

  it('fails naming a file whose bytes differ, with the first as text', () => {
    expect(() => expectSameFiles(files({ 'a.html': '<p>a</p>', 'b.html': 'same' }), files({ 'a.html': '<p>A</p>', 'b.html': 'same' }))).toThrow(/a\.html differ[\s\S]*<p>A<\/p>/);
  });

  it('fails when a file is missing or extra', () => {
    expect(() => expectSameFiles(files({ 'a.html': 'x' }), files({ 'a.html': 'x', 'b.html': 'y' }))).toThrow();
    expect(() => expectSameFiles(files({ 'a.html': 'x', 'b.html': 'y' }), files({ 'a.html': 'x' }))).toThrow();
  });
});
