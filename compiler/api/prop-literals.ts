import type { LiteralType, Symbol as TsSymbol, Type } from 'typescript-native/unstable/sync';
import type { ApiProp } from '../../templates/shared/api';
import type { NativeScope } from './native-project';

/**
 * Written types that may name a union of literals: a quoted literal, a number, or a type reference
 * (`GridDensity`, `BarSeriesType['layout']`), alone or joined by `|`. Functions, objects, arrays and
 * generics cannot, so the checker is asked only about these few.
 */
const MAY_BE_LITERALS = /^(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|[A-Z][\w.]*(?:\['\w+'\])?)(?: \| (?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|[A-Z][\w.]*(?:\['\w+'\])?|undefined|null))*$/;

/**
 * Sets `literals` on the props whose type is a union of string or number literals once aliases are
 * resolved, asking the checker about all of a component's candidates in one request. `members` and
 * `props` are parallel: a member's prop, or undefined for a member the page does not list.
 */
export function addPropLiterals(members: readonly TsSymbol[], props: readonly (ApiProp | undefined)[], { checker, kinds }: NativeScope): void {
  const candidates = members.map((member, i) => ({ member, prop: props[i] })).filter((c): c is { member: TsSymbol; prop: ApiProp } => c.prop !== undefined && MAY_BE_LITERALS.test(c.prop.type));
  if (!candidates.length) return;
  const types = checker.getTypeOfSymbol(candidates.map((c) => c.member));
  candidates.forEach(({ prop }, i) => {
    const values = literalValues(types[i], kinds);
    if (values) prop.literals = inStableOrder(values, prop.type);
  });
}

/**
 * The values as the type writes them when it spells them out; sorted when an alias names them: the
 * checker lists a union's members in the order it created their types, which depends on what it
 * checked before.
 */
function inStableOrder(values: (string | number)[], written: string): (string | number)[] {
  const spelled = written.split(' | ').map((part) => part.match(/^'([^']*)'$|^"([^"]*)"$/)).map((m) => (m ? (m[1] ?? m[2]!) : undefined));
  const rank = (value: string | number) => spelled.indexOf(String(value));
  if (values.every((value) => rank(value) >= 0)) return [...values].sort((a, b) => rank(a) - rank(b));
  return [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en')));
}

function literalValues(type: Type | undefined, kinds: NativeScope['kinds']): (string | number)[] | undefined {
  if (!type) return undefined;
  const nullish = kinds.TypeFlags.Undefined | kinds.TypeFlags.Null;
  const members = (type.isUnionType() ? (type.getTypes() ?? []) : [type]).filter((t) => !(t.flags & nullish));
  if (!members.length || !members.every((t) => t.flags & (kinds.TypeFlags.StringLiteral | kinds.TypeFlags.NumberLiteral))) return undefined;
  return members.map((t) => (t as LiteralType).value as string | number);
}
