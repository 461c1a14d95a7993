import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypeText } from '../../compiler/api/type-text';
import { nativeSource, type NativeSource } from '../helpers/native-source';

/** Props of a component that takes one of two shapes, as TextField's variants do. */
const SOURCE = `
interface Filled { variant?: 'filled'; slot?: FilledSlot | undefined; size: 'small' | 'medium' }
interface Outlined { variant?: 'outlined'; slot?: OutlinedSlot | undefined; size: 'small' | 'medium' }
interface FilledSlot { filled: true }
interface OutlinedSlot { outlined: true }
export type Props = Filled | Outlined;
declare class Alpha { a: 1 }
declare class Beta { b: 2 }
declare const pick: () => boolean;
export const mixed = { value: pick() ? new Beta() : pick() ? new Alpha() : pick() ? 3 : pick() ? 'text' : null };
`;

let project: NativeSource;

beforeAll(async () => {
  project = await nativeSource(SOURCE);
});

afterAll(() => project?.close());

/** The members' texts, the checker having first met the types named in `first`, as another package's extraction would have. */
function textsAfter(first: string[]): Record<string, string> {
  const { native, source, scope, declared } = project;
  const { checker } = native;
  for (const name of first) checker.getTypeAtLocation(declared(name));
  const props = checker.getTypeAtLocation(declared('Props'))!;
  const texts: Record<string, string> = {};
  for (const name of ['variant', 'slot', 'size']) texts[name] = memberTypeText(checker.getPropertyOfType(props, name)!, scope);
  const mixed = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'mixed')!;
  texts.value = memberTypeText(checker.getPropertyOfType(checker.getTypeOfSymbol(mixed)!, 'value')!, scope);
  return texts;
}

describe('memberTypeText', () => {
  it('writes a member of a union of shapes the same whichever shape the checker met first', () => {
    const outlinedFirst = textsAfter(['OutlinedSlot', 'Outlined']);
    expect(textsAfter(['FilledSlot', 'Filled'])).toEqual(outlinedFirst);
    expect(outlinedFirst).toMatchObject({ variant: "'filled' | 'outlined'", slot: 'FilledSlot | undefined | OutlinedSlot', size: "'small' | 'medium'" });
  });

  it('writes an inferred union with its primitives first, in the usual order, then the rest by name, whichever the checker met first', () => {
    expect(textsAfter(['Beta']).value).toBe('string | number | Alpha | Beta');
    expect(textsAfter(['Alpha']).value).toBe('string | number | Alpha | Beta');
  });
});
