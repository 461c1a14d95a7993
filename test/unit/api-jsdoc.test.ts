import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseFirst, readJsDoc } from '../../compiler/api/jsdoc';
import { nativeSource, type NativeSource } from '../helpers/native-source';

/** Props whose members are declared more than once: by the variants of a union, by both sides of an intersection, again without a comment. */
const SOURCE = `
interface BaseShape {
  /**
   * The shape's kind.
   * @default 'plain'
   */
  kind?: string;
  /** How large the shape is, in pixels. */
  size?: number;
}
interface FancyShape extends BaseShape {
  /**
   * The shape's kind.
   * @default 'fancy'
   */
  kind: 'fancy';
  size?: 10 | 20;
}
interface Looks {
  /** Whether the shape is drawn with a border. See {@link https://example.com/borders border styles}. */
  bordered?: boolean;
}
interface LooksDefaults {
  /** @default true */
  bordered?: boolean;
}
export type FancyFirst = FancyShape | BaseShape;
export type BaseFirst = BaseShape | FancyShape;
export type Styled = Looks & LooksDefaults;
`;

let project: NativeSource;

beforeAll(async () => {
  project = await nativeSource(SOURCE);
});

afterAll(() => project?.close());

function docOf(typeName: string, member: string) {
  const { native, declared, scope } = project;
  const type = native.checker.getTypeAtLocation(declared(typeName))!;
  return readJsDoc(native.checker.getPropertyOfType(type, member)!, scope);
}

describe('readJsDoc', () => {
  it("takes a union member's tags from the interface the variants extend", () => {
    expect(docOf('FancyFirst', 'kind')).toMatchObject({ default: "'plain'", description: "The shape's kind." });
    expect(docOf('BaseFirst', 'kind')).toMatchObject({ default: "'plain'" });
  });

  it("puts the base's declaration first whichever order the compiler made the union's (variant first in MUI's GridColDef)", () => {
    const { native, declared, scope } = project;
    const kind = native.checker.getPropertyOfType(native.checker.getTypeAtLocation(declared('FancyFirst'))!, 'kind')!;
    const declarations = kind.declarations.map((handle) => handle.resolve()!);
    const owners = (nodes: typeof declarations) => nodes.map((node) => node.parent.getText().match(/interface (\w+)/)![1]);
    expect(owners(baseFirst([...declarations].reverse(), scope.kinds))).toEqual(['BaseShape', 'FancyShape']);
    expect(owners(baseFirst(declarations, scope.kinds))).toEqual(['BaseShape', 'FancyShape']);
  });

  it('reads the comment of one declaration and the tags of another when a member is declared on both sides of an intersection', () => {
    expect(docOf('Styled', 'bordered')).toEqual({
      description: 'Whether the shape is drawn with a border. See [border styles](https://example.com/borders).',
      default: 'true',
      hidden: false,
      params: [],
    });
  });

  it('inherits the comment of a member redeclared without one', () => {
    expect(docOf('FancyShape', 'size').description).toBe('How large the shape is, in pixels.');
  });
});
