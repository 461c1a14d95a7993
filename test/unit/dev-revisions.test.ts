import { describe, expect, it } from 'vitest';
import { PageRevisions } from '../../compiler/dev/page-revisions';

describe('page revisions', () => {
  it('keeps the revision of an unchanged document and names a changed one anew', () => {
    const revisions = new PageRevisions();
    const first = revisions.record('/a/', '<p>one</p>');
    expect(revisions.record('/a/', '<p>one</p>')).toEqual(first);
    const second = revisions.record('/a/', '<p>two</p>');
    expect(second.revision).not.toBe(first.revision);
    expect(revisions.get('/a/')).toEqual({ revision: second.revision, html: '<p>two</p>', problems: '' });
  });

  it('names the same document anew when its problems changed, and keeps the name while they stay', () => {
    const revisions = new PageRevisions();
    const clean = revisions.record('/a/', '<p>last good</p>', '[]');
    const broken = revisions.record('/a/', '<p>last good</p>', '[{"code":"demo-missing"}]');
    expect(broken.revision).not.toBe(clean.revision);
    expect(revisions.record('/a/', '<p>last good</p>', '[{"code":"demo-missing"}]')).toEqual(broken);
    expect(revisions.record('/a/', '<p>last good</p>', '[{"code":"embed-unknown-component"}]').revision).not.toBe(broken.revision);
  });

  it('gives every route its own document, and forgets one or all', () => {
    const revisions = new PageRevisions();
    const a = revisions.record('/a/', 'same');
    const b = revisions.record('/b/', 'same');
    expect(a.revision).not.toBe(b.revision);
    revisions.forget('/a/');
    expect(revisions.get('/a/')).toBeUndefined();
    expect(revisions.get('/b/')).toEqual(b);
    revisions.clear();
    expect(revisions.get('/b/')).toBeUndefined();
  });

  it('serves the last document of a route and the one before it, by revision name', () => {
    const revisions = new PageRevisions();
    const one = revisions.record('/a/', '1');
    const two = revisions.record('/a/', '2');
    expect(revisions.served('/a/', one.revision)).toEqual(one);
    expect(revisions.served('/a/', two.revision)).toEqual(two);
    const three = revisions.record('/a/', '3');
    expect(revisions.served('/a/', one.revision)).toBeUndefined();
    expect(revisions.served('/a/', two.revision)).toEqual(two);
    expect(revisions.served('/b/', three.revision)).toBeUndefined();
    revisions.forget('/a/');
    expect(revisions.served('/a/', two.revision)).toBeUndefined();
  });

  it('never reuses a revision name of another server', () => {
    expect(new PageRevisions().record('/a/', 'x').revision).not.toBe(new PageRevisions().record('/a/', 'x').revision);
  });
});
