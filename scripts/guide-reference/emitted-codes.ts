import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a diagnostic code is emitted: the code, and the source file and line that emit it. */
export interface EmittedCode {
  code: string;
  file: string;
  line: number;
}

/** A call whose code the scan could not follow to a string: the test names it instead of missing a code. */
export interface UnresolvedCode {
  file: string;
  line: number;
  text: string;
}

/** The folders whose code prints diagnostics to a user. */
const SOURCE_FOLDERS = ['bin', 'compiler', 'templates', 'runtime'];

/**
 * Every diagnostic code the compiler's source can emit, read from its syntax: the first argument of
 * each `diagnostic(…)` call and the literal `code` of each object written with a `severity`. A code
 * passed through a constant, a conditional or a helper's parameter (`fail('embed-json', …)`) is
 * followed to the string literals that reach it, so a new code needs no list of its own to be found.
 */
export function scanEmittedCodes(root: string): { codes: EmittedCode[]; unresolved: UnresolvedCode[] } {
  const codes: EmittedCode[] = [];
  const unresolved: UnresolvedCode[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const record = (expression: ts.Expression) => {
      const line = source.getLineAndCharacterOfPosition(expression.getStart()).line + 1;
      const found = codesOf(expression, source);
      if (found) for (const code of found) codes.push({ code, file: relative, line });
      else unresolved.push({ file: relative, line, text: expression.getText() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'diagnostic' && node.arguments[0]) {
        record(node.arguments[0]);
      } else if (ts.isObjectLiteralExpression(node)) {
        // Only a literal code: records of other tools' codes (TypeScript's numbers) share the shape.
        const code = propertyValue(node, 'code');
        if (code && ts.isStringLiteral(code) && propertyValue(node, 'severity')) record(code);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { codes, unresolved };
}

function sourceFiles(root: string): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.diagnostics.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ).sort();
}

function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) return property.initializer;
  }
  return undefined;
}

/** The string literals an expression can be, or undefined when it is something the scan cannot follow. */
function codesOf(expression: ts.Expression, source: ts.SourceFile): string[] | undefined {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return codesOf(expression.expression, source);
  if (ts.isConditionalExpression(expression)) {
    const both = [codesOf(expression.whenTrue, source), codesOf(expression.whenFalse, source)];
    return both.every(Boolean) ? both.flat() as string[] : undefined;
  }
  if (ts.isIdentifier(expression)) return codesOfName(expression, source);
  return undefined;
}

/** A name is a constant's initialiser, or a parameter: then every argument the file passes to it. */
function codesOfName(name: ts.Identifier, source: ts.SourceFile): string[] | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
      if (index >= 0) return argumentsAt(functionName(scope), index, source);
    }
  }
  const constant = findConstant(name.text, source);
  return constant ? codesOf(constant, source) : undefined;
}

function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
}

function argumentsAt(fnName: string | undefined, index: number, source: ts.SourceFile): string[] | undefined {
  if (!fnName) return undefined;
  const found: string[] = [];
  let followed = true;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === fnName) {
      const argument = node.arguments[index];
      const codes = argument ? codesOf(argument, source) : undefined;
      if (codes) found.push(...codes);
      else followed = false;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return followed && found.length ? found : undefined;
}

function findConstant(name: string, source: ts.SourceFile): ts.Expression | undefined {
  let initializer: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) initializer = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return initializer;
}
