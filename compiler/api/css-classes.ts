import { readFileSync } from 'node:fs';
import type { Checker, Symbol as TsSymbol, Type } from 'typescript-native/unstable/sync';
import type { ApiCssClass } from '../../templates/shared/api';
import { readJsDoc } from './jsdoc';
import { documentedMembers, type MemberScope } from './members';
import type { NativeKinds } from './native-project';
import { nonNullableTypeOf } from './type-text';
import { compareEnglish } from '../helpers/collate';

/** Keys MUI maps to global state classes (`Mui-expanded`); mirrors `@mui/utils/generateUtilityClass`. */
const GLOBAL_STATE_KEYS = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/**
 * The keys of a component's `classes` prop (`Partial<RichTreeViewClasses>`) with their class names.
 * The prefix is not in the types (the data grid's is `MuiDataGrid`, the line highlight's
 * `MuiHighlightElement`), so it is read from the `generateUtilityClasses('Mui…')` call that
 * creates the exported classes object of that type (`richTreeViewClasses`), in the JavaScript
 * beside its declaration. Without one, the prefix is `Mui` and the interface name.
 */
export function cssClassesOf(classesProp: TsSymbol, scope: MemberScope, exports: ReadonlyMap<string, TsSymbol>): ApiCssClass[] {
  const { checker, kinds } = scope;
  const type = nonNullableTypeOf(classesProp, checker);
  if (!type) return [];
  // `Partial<X>` is an alias of a mapped type; the classes object is typed `X`.
  const classesInterface = type.getAliasSymbol()?.name === 'Partial' ? type.getAliasTypeArguments()[0] : type;
  const interfaceName = classesInterface?.getSymbol()?.name ?? '';
  const prefix = classPrefix(classesObject(classesInterface, interfaceName, exports, checker, kinds)) ?? `Mui${interfaceName.replace(/Classes$/, '')}`;
  const classes: ApiCssClass[] = [];
  for (const member of documentedMembers(type, scope)) {
    const doc = readJsDoc(member, scope);
    if (doc.hidden) continue;
    classes.push({
      key: member.name,
      className: GLOBAL_STATE_KEYS.has(member.name) ? `Mui-${member.name}` : `${prefix}-${member.name}`,
      description: doc.description,
    });
  }
  return classes.sort((a, b) => compareEnglish(a.key, b.key));
}

/** The exported value typed by the classes interface, preferring the conventional name (`RichTreeViewClasses` → `richTreeViewClasses`). */
function classesObject(classesInterface: Type | undefined, interfaceName: string, exports: ReadonlyMap<string, TsSymbol>, checker: Checker, kinds: NativeKinds): TsSymbol | undefined {
  if (!classesInterface) return undefined;
  const conventional = `${interfaceName.charAt(0).toLowerCase()}${interfaceName.slice(1)}`;
  const typed = classesObjects(exports, checker, kinds).filter((object) => object.type === classesInterface.id);
  return (typed.find((object) => object.name === conventional) ?? typed[0])?.symbol;
}

const classesObjectsOf = new WeakMap<ReadonlyMap<string, TsSymbol>, { name: string; symbol: TsSymbol; type: number | undefined }[]>();

/** A package's exported classes objects with their types, asked in one request for all its pages. */
function classesObjects(exports: ReadonlyMap<string, TsSymbol>, checker: Checker, kinds: NativeKinds) {
  let objects = classesObjectsOf.get(exports);
  if (!objects) {
    const found = [...exports].filter(([name, symbol]) => name.endsWith('Classes') && symbol.flags & kinds.SymbolFlags.Value);
    const types = found.length ? checker.getTypeOfSymbol(found.map(([, symbol]) => symbol)) : [];
    objects = found.map(([name, symbol], index) => ({ name, symbol, type: types[index]?.id }));
    classesObjectsOf.set(exports, objects);
  }
  return objects;
}

function classPrefix(classesObject: TsSymbol | undefined): string | undefined {
  const file = classesObject?.declarations[0]?.path;
  if (!file) return undefined;
  const ownCall = new RegExp(`\\b${classesObject.name}\\s*=\\s*generateUtilityClasses\\(\\s*['"]([\\w-]+)['"]`);
  for (const script of [file.replace(/\.d\.mts$/, '.mjs'), file.replace(/\.d\.(m?)ts$/, '.js')]) {
    try {
      const source = readFileSync(script, 'utf8');
      const match = source.match(ownCall) ?? source.match(/generateUtilityClass(?:es)?\(\s*['"]([\w-]+)['"]/);
      if (match) return match[1];
    } catch {
      // No script beside the declaration: try the next candidate.
    }
  }
  return undefined;
}
