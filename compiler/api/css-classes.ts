import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ApiCssClass } from '../../templates/shared/api';
import { readJsDoc } from './jsdoc';
import { documentedMembers, type MemberScope } from './members';

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
 * `MuiHighlightElement`), so it is read from the `generateUtilityClasses('Mui…')` call in the
 * JavaScript next to the declaration of the classes object (`richTreeViewClasses`).
 */
export function cssClassesOf(
  classesProp: ts.Symbol,
  scope: MemberScope,
  findExport: (name: string) => ts.Symbol | undefined,
): ApiCssClass[] {
  const declaration = classesProp.declarations?.[0];
  const typeText = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type?.getText() : undefined;
  // `Partial<RichTreeViewClasses>` → `RichTreeView`, whose classes object is `richTreeViewClasses`.
  const base = typeText?.match(/\b(\w+)Classes\b/)?.[1] ?? '';
  const objectName = `${base.charAt(0).toLowerCase()}${base.slice(1)}Classes`;
  const prefix = classPrefix(findExport(objectName)) ?? `Mui${base}`;
  const type = scope.checker.getNonNullableType(scope.checker.getTypeOfSymbol(classesProp));
  const classes: ApiCssClass[] = [];
  for (const member of documentedMembers(type, scope)) {
    const doc = readJsDoc(member, scope.checker);
    if (doc.hidden) continue;
    classes.push({
      key: member.name,
      className: GLOBAL_STATE_KEYS.has(member.name) ? `Mui-${member.name}` : `${prefix}-${member.name}`,
      description: doc.description,
    });
  }
  return classes.sort((a, b) => a.key.localeCompare(b.key, 'en'));
}

function classPrefix(classesObject: ts.Symbol | undefined): string | undefined {
  const file = classesObject?.declarations?.[0]?.getSourceFile().fileName;
  if (!file) return undefined;
  for (const script of [file.replace(/\.d\.mts$/, '.mjs'), file.replace(/\.d\.(m?)ts$/, '.js')]) {
    try {
      const match = readFileSync(script, 'utf8').match(/generateUtilityClass(?:es)?\(\s*['"]([\w-]+)['"]/);
      if (match) return match[1];
    } catch {
      // No script beside the declaration: try the next candidate.
    }
  }
  return undefined;
}
