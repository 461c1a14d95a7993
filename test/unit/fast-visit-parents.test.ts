import { describe, expect, it } from 'vitest';
import type { Node, Parent } from 'unist';
import * as original from 'unist-util-visit-parents';
import * as fast from '../../compiler/fast-paths/fast-visit-parents';

/** A small seeded generator, so a failure names a tree that can be built again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TYPES = ['paragraph', 'text', 'emphasis', 'heading', 'code'];

function tree(next: () => number, depth = 0): Node {
  const type = TYPES[Math.floor(next() * TYPES.length)]!;
  if (depth > 3 || type === 'text' || type === 'code') return { type, value: String(Math.floor(next() * 100)) } as Node;
  const count = Math.floor(next() * 5);
  return { type, children: Array.from({ length: count }, () => tree(next, depth + 1)) } as Parent;
}

type Implementation = typeof fast;

/**
 * Walks a copy of the tree with a visitor that answers from the seeded sequence (continue, skip, exit, an
 * index to go to, a removal) and records every call: node type, ancestry depth, index.
 */
function trace(impl: Implementation, root: Node, seed: number, options: { test?: string; reverse?: boolean; exit?: boolean }): string[] {
  const next = random(seed);
  const log: string[] = [];
  const copy = structuredClone(root);
  const answer = (node: Node, ancestors: Parent[], index: number | undefined) => {
    log.push(`${node.type}@${ancestors.length}:${index}`);
    const roll = next();
    if (roll < 0.05) return impl.EXIT;
    if (roll < 0.15) return impl.SKIP;
    if (roll < 0.2 && index !== undefined) {
      ancestors[ancestors.length - 1]!.children.splice(index, 1);
      return index;
    }
    return roll < 0.3 ? ([impl.CONTINUE] as [true]) : undefined;
  };
  const visitors = options.exit ? { enter: answer, exit: (node: Node, ancestors: Parent[]) => void log.push(`exit ${node.type}@${ancestors.length}`) } : answer;
  if (options.test) impl.visitParents(copy, options.test, visitors, options.reverse);
  else impl.visitParents(copy, visitors, options.reverse);
  log.push(JSON.stringify(copy));
  return log;
}

describe('fast visitParents', () => {
  it('visits, skips, exits and resumes exactly as unist-util-visit-parents does', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const root = { type: 'root', children: Array.from({ length: 4 }, () => tree(random(seed))) } as Parent;
      for (const options of [{}, { reverse: true }, { test: 'paragraph' }, { test: 'text', reverse: true }, { exit: true }]) {
        expect(trace(fast, root, seed, options), `seed ${seed} ${JSON.stringify(options)}`).toEqual(trace(original as unknown as Implementation, root, seed, options));
      }
    }
  });

  it('rejects what the original rejects', () => {
    const root = { type: 'root', children: [] };
    expect(() => fast.visitParents(undefined as unknown as Node, () => undefined)).toThrow('expected node');
    expect(() => fast.visitParents(root, { exit: 1 } as never)).toThrow('expected visitor');
    expect(() => fast.visitParents(root, { exit: () => fast.SKIP })).toThrow('from `exit`');
  });
});
