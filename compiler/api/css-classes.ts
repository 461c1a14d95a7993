import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ApiCssClass } from '../../templates/shared/api';
import { readJsDoc } from './jsdoc';
import { documentedMembers, type MemberScope } from './members';
import { compareEnglish } from '../collate';

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
export function cssClassesOf(classesProp: ts.Symbol, scope: MemberScope, exports: ReadonlyMap<string, ts.Symbol>): ApiCssClass[] {
  const { checker } = scope;
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(classesProp));
  // `Partial<X>` is an alias of a mapped type; the classes object is typed `X`.
  const classesInterface = type.aliasSymbol?.name === 'Partial' ? type.aliasTypeArguments?.[0] : type;
  const interfaceName = classesInterface?.getSymbol()?.name ?? '';
  const prefix = classPrefix(classesObject(classesInterface, interfaceName, exports, checker)) ?? `Mui${interfaceName.replace(/Classes$/, '')}`;
  const classes: ApiCssClass[] = [];
  for (const member of documentedMembers(type, scope)) {
    const doc = readJsDoc(member, checker);
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
function classesObject(classesInterface: ts.Type | undefined, interfaceName: string, exports: ReadonlyMap<string, ts.Symbol>, checker: ts.TypeChecker): ts.Symbol | undefined {
  if (!classesInterface) return undefined;
  const conventional = `${interfaceName.charAt(0).toLowerCase()}${interfaceName.slice(1)}`;
  let found: ts.Symbol | undefined;
  for (const [name, symbol] of exports) {
    if (!name.endsWith('Classes') || !(symbol.flags & ts.SymbolFlags.Value)) continue;
    if (checker.getTypeOfSymbol(symbol) !== classesInterface) continue;
    if (name === conventional) return symbol;
    found ??= symbol;
  }
  return found;
}

function classPrefix(classesObject: ts.Symbol | undefined): string | undefined {
  const file = classesObject?.declarations?.[0]?.getSourceFile().fileName;
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
