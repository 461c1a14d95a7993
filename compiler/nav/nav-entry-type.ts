import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';

let typescript: typeof TS | undefined;
const ts = (): typeof TS => (typescript ??= createRequire(import.meta.url)('typescript') as typeof TS);

/**
 * The keys the navigation module's own entry type declares (`const pages: MuiPage[]` with `MuiPage`
 * imported from the site's packages, MUI's `@mui/internal-core-docs/MuiPage`, or declared in the
 * site): a key its type declares is the site's own, never a misspelling. Read (parsed, not
 * type-checked) only when an entry has a key the compiler does not know; empty when the type is
 * not written or cannot be found (MUI X v8 imports it from MUI's monorepo, which npm lacks).
 */
export function declaredEntryKeys(navFile: string, source: string): Set<string> {
  const file = parse(navFile, source);
  const typeName = entryTypeName(file);
  if (!typeName) return new Set();
  const imported = importOf(file, typeName);
  if (!imported) return membersOf(file, typeName, new Set());
  const declarations = declarationFile(imported.specifier, path.dirname(navFile));
  if (!declarations) return new Set();
  return membersOf(parse(declarations, readFileSync(declarations, 'utf8')), imported.name, new Set());
}

function parse(fileName: string, source: string): TS.SourceFile {
  return ts().createSourceFile(fileName, source, ts().ScriptTarget.Latest, false, ts().ScriptKind.TS);
}

/** `T` of the default export's declared type `T[]` (`const pages: T[] = …; export default pages`, or `export default […] satisfies T[]`). */
function entryTypeName(file: TS.SourceFile): string | undefined {
  const api = ts();
  let exported: TS.Expression | undefined;
  for (const statement of file.statements) if (api.isExportAssignment(statement)) exported = statement.expression;
  if (!exported) return undefined;
  let type: TS.TypeNode | undefined;
  if (api.isAsExpression(exported) || api.isSatisfiesExpression(exported)) type = exported.type;
  else if (api.isIdentifier(exported)) type = variableType(file, exported.text);
  if (type && api.isArrayTypeNode(type)) type = type.elementType;
  else if (type && api.isTypeReferenceNode(type) && type.typeName.getText(file) === 'Array') type = type.typeArguments?.[0];
  return type && api.isTypeReferenceNode(type) && api.isIdentifier(type.typeName) ? type.typeName.text : undefined;
}

function variableType(file: TS.SourceFile, name: string): TS.TypeNode | undefined {
  for (const statement of file.statements) {
    if (!ts().isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((d) => ts().isIdentifier(d.name) && d.name.text === name);
    if (declaration) return declaration.type;
  }
  return undefined;
}

/** Where `local` is imported from, and its name there. */
function importOf(file: TS.SourceFile, local: string): { specifier: string; name: string } | undefined {
  for (const statement of file.statements) {
    if (!ts().isImportDeclaration(statement) || !ts().isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts().isNamedImports(bindings)) continue;
    const binding = bindings.elements.find((element) => element.name.text === local);
    if (binding) return { specifier: statement.moduleSpecifier.text, name: (binding.propertyName ?? binding.name).text };
  }
  return undefined;
}

const DECLARATION_EXTENSIONS = ['.d.ts', '.ts', '.d.mts', '.mts', '/index.d.ts', '/index.ts'];

/** The declaration file a type import names: a path of the site, or a module of an installed package (its `types`). */
function declarationFile(specifier: string, fromDir: string): string | undefined {
  if (specifier.startsWith('.')) return withExtension(path.resolve(fromDir, specifier));
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const subpath = specifier.slice(name.length + 1);
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(root, 'package.json'))) return packageTypes(root, subpath);
    if (dir === path.dirname(dir)) return undefined;
  }
}

function withExtension(base: string): string | undefined {
  return DECLARATION_EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** The declarations of `subpath` of the package at `root`: its `exports` map's `types`, else the file beside the module. */
function packageTypes(root: string, subpath: string): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports?: unknown; types?: string; typings?: string };
  const exported = manifest.exports && typeof manifest.exports === 'object' ? (manifest.exports as Record<string, unknown>)[subpath ? `./${subpath}` : '.'] : undefined;
  const types = typesCondition(exported);
  if (types) return path.join(root, types);
  const main = manifest.types ?? manifest.typings;
  if (!subpath) return main ? path.join(root, main) : withExtension(path.join(root, 'index'));
  return withExtension(path.join(root, subpath));
}

function typesCondition(target: unknown): string | undefined {
  if (!target || typeof target !== 'object') return undefined;
  const conditions = target as Record<string, unknown>;
  if (typeof conditions.types === 'string') return conditions.types;
  for (const key of ['import', 'default', 'require']) {
    const found = typesCondition(conditions[key]);
    if (found) return found;
  }
  return undefined;
}

/** The property names of interface or object type `name` declared in `file`, with those of the interfaces of the file it extends. */
function membersOf(file: TS.SourceFile, name: string, seen: Set<string>): Set<string> {
  const keys = new Set<string>();
  if (seen.has(name)) return keys;
  seen.add(name);
  const api = ts();
  for (const statement of file.statements) {
    let members: readonly TS.TypeElement[] | undefined;
    if (api.isInterfaceDeclaration(statement) && statement.name.text === name) {
      members = statement.members;
      for (const clause of statement.heritageClauses ?? []) {
        for (const base of clause.types) if (api.isIdentifier(base.expression)) for (const key of membersOf(file, base.expression.text, seen)) keys.add(key);
      }
    } else if (api.isTypeAliasDeclaration(statement) && statement.name.text === name && api.isTypeLiteralNode(statement.type)) {
      members = statement.type.members;
    }
    for (const member of members ?? []) {
      if (member.name && (api.isIdentifier(member.name) || api.isStringLiteral(member.name))) keys.add(member.name.text);
    }
  }
  return keys;
}
