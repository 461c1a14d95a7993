import { createRequire } from 'node:module';
import type * as TS from 'typescript';

type Position = { line: number; column: number };

/** Finds entries of `pages.ts` in its source: by their index path in the exported tree, then by key. */
export interface NavLocator {
  /** `export default …`'s expression. */
  exported(): Position | undefined;
  /** The object literal at `trail` (indices into the root array, then into each `children`). */
  entry(trail: number[]): Position | undefined;
  /** The name of property `key` of the entry at `trail`. */
  key(trail: number[], key: string): Position | undefined;
}

let typescript: typeof TS | undefined;

/**
 * Parses (without type-checking) the navigation module with TypeScript, only when a problem must be
 * located. Trees built by code (spreads, `map`) resolve as far as their literals go, else `undefined`.
 */
export function createNavLocator(source: string, fileName = 'pages.ts'): NavLocator {
  typescript ??= createRequire(import.meta.url)('typescript') as typeof TS;
  const ts = typescript;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const at = (node: TS.Node | undefined): Position | undefined => {
    if (!node) return undefined;
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return { line: line + 1, column: character + 1 };
  };
  const unwrap = (node: TS.Node | undefined): TS.Node | undefined => {
    let current = node;
    while (current && (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current) || ts.isTypeAssertionExpression(current))) {
      current = current.expression;
    }
    if (current && ts.isIdentifier(current)) return unwrap(declarationOf(current.text));
    return current;
  };
  const declarationOf = (name: string): TS.Expression | undefined => {
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
      }
    }
    return undefined;
  };
  const exportedExpression = (): TS.Expression | undefined => {
    for (const statement of file.statements) {
      if (ts.isExportAssignment(statement) && !statement.isExportEquals) return statement.expression;
    }
    return undefined;
  };
  const property = (object: TS.ObjectLiteralExpression, key: string) =>
    object.properties.find((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key);
  const entryNode = (trail: number[]): TS.ObjectLiteralExpression | undefined => {
    let list = unwrap(exportedExpression());
    let entry: TS.ObjectLiteralExpression | undefined;
    for (const index of trail) {
      if (entry) {
        const children = property(entry, 'children');
        list = children && ts.isPropertyAssignment(children) ? unwrap(children.initializer) : undefined;
      }
      if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
      // Spread elements shift indices: give up rather than point at the wrong entry.
      if (list.elements.slice(0, index + 1).some((e) => ts.isSpreadElement(e))) return undefined;
      const element = unwrap(list.elements[index]);
      if (!element || !ts.isObjectLiteralExpression(element)) return undefined;
      entry = element;
    }
    return entry;
  };
  return {
    exported: () => at(exportedExpression()),
    entry: (trail) => at(entryNode(trail)),
    key: (trail, key) => {
      const entry = entryNode(trail);
      const found = entry && property(entry, key);
      return at(found?.name);
    },
  };
}
