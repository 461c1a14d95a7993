import type { Checker, Symbol as TsSymbol, Type } from 'typescript-native/unstable/sync';
import type { MethodDeclaration, MethodSignatureDeclaration, Node, PropertyDeclaration, PropertySignatureDeclaration, TypeNode, TypeParameterDeclaration, TypeReferenceNode } from 'typescript-native/unstable/ast';
import type { NativeKinds, NativeScope } from './native-project';

/** `TypeFormatFlags.NoTruncation`: long unions are printed whole. */
const NO_TRUNCATION = 1;

/**
 * A member's type as its declaration writes it (`readonly TreeViewItemId[]` rather than the
 * checker's expanded `readonly string[]`): aliases are the names users see in the docs and code.
 * A member of a union (`GridColDef['type']`) has one declaration per variant; their types are
 * joined. A bare type parameter (`Multiple`) says nothing on a page, so it is replaced by its
 * constraint. `| undefined` is dropped from optional members: `required: false` says it already.
 */
export function memberTypeText(symbol: TsSymbol, { checker, kinds }: NativeScope): string {
  const texts = new Set<string>();
  for (const handle of symbol.declarations) {
    // Only members' declarations say their type; resolving a handle reads its file's syntax tree.
    if (!MEMBER_DECLARATIONS.some((kind) => handle.kind === kinds.SyntaxKind[kind])) continue;
    const declaration = handle.resolve();
    const text = declaration && declarationTypeText(declaration, checker, kinds);
    if (text) texts.add(text);
  }
  // Sorted: a union's members (and so a member's declarations) come in the order the checker made them, which depends on what it checked before.
  const text = texts.size
    ? [...texts].sort().map((t) => (texts.size > 1 && t.includes('=>') ? `(${t})` : t)).join(' | ')
    : typeOfSymbolText(symbol, checker, kinds);
  return symbol.flags & kinds.SymbolFlags.Optional ? withoutUndefined(text) : text;
}

function typeOfSymbolText(symbol: TsSymbol, checker: Checker, kinds: NativeKinds): string {
  const type = nonNullableTypeOf(symbol, checker);
  return type ? stableTypeText(type, checker, kinds) : 'unknown';
}

/** The symbol's type without `null` and `undefined`: an optional member's type as it is when given. */
export function nonNullableTypeOf(symbol: TsSymbol, checker: Checker): Type | undefined {
  const type = checker.getTypeOfSymbol(symbol);
  return type && checker.getNonNullableType(type);
}

const MEMBER_DECLARATIONS = ['PropertySignature', 'PropertyDeclaration', 'MethodSignature', 'MethodDeclaration'] as const;

function declarationTypeText(declaration: Node, checker: Checker, kinds: NativeKinds): string | undefined {
  const { SyntaxKind } = kinds;
  if (declaration.kind === SyntaxKind.PropertySignature || declaration.kind === SyntaxKind.PropertyDeclaration) {
    const { type } = declaration as PropertySignatureDeclaration | PropertyDeclaration;
    return type ? typeNodeText(type, checker, kinds) : undefined;
  }
  const method = declaration as MethodSignatureDeclaration | MethodDeclaration;
  const typeParameters = method.typeParameters ? `<${method.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
  const parameters = method.parameters.map((p) => p.getText()).join(', ');
  return normalize(`${typeParameters}(${parameters}) => ${method.type ? method.type.getText() : 'void'}`);
}

function typeNodeText(node: TypeNode, checker: Checker, kinds: NativeKinds): string {
  if (node.kind === kinds.SyntaxKind.TypeReference && !(node as TypeReferenceNode).typeArguments && namesTypeParameter(node as TypeReferenceNode, kinds)) {
    const type = checker.getTypeFromTypeNode(node);
    if (type && type.flags & kinds.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint && !(constraint.flags & kinds.TypeFlags.Unknown)) {
        return withoutUndefined(stableTypeText(constraint, checker, kinds));
      }
    }
  }
  return normalize(node.getText());
}

/** Whether an enclosing declaration has a type parameter of the reference's name: only then is the checker asked. */
function namesTypeParameter(node: TypeReferenceNode, { SyntaxKind }: NativeKinds): boolean {
  if (node.typeName.kind !== SyntaxKind.Identifier) return false;
  const name = node.typeName.text;
  for (let scope: Node | undefined = node.parent; scope; scope = scope.parent) {
    const { typeParameters } = scope as { typeParameters?: readonly TypeParameterDeclaration[] };
    if (typeParameters?.some((parameter) => parameter.name.text === name)) return true;
  }
  return false;
}

/** Primitive members first, in the order people write them; `null` and `undefined` last. */
const KEYWORD_ORDER = ['string', 'number', 'bigint', 'boolean', 'symbol', 'object'];

/**
 * The checker's text of a type, with the members of an unnamed union in one order: the checker prints
 * them in the order it happened to create their types, so the same member read after another package
 * of the same program came out in another order (the pickers' `slotProps` after the data grid's). Named
 * unions (aliases, enums) keep their name; `true | false` stays `boolean`.
 */
function stableTypeText(type: Type, checker: Checker, kinds: NativeKinds): string {
  const print = (t: Type) => checker.typeToString(t, undefined, NO_TRUNCATION);
  if (!type.isUnionType() || type.getAliasSymbol() || type.flags & kinds.TypeFlags.EnumLiteral) return print(type);
  const members = type.getTypes();
  const booleans = members.filter((t) => t.flags & kinds.TypeFlags.BooleanLiteral);
  const texts = new Set(members.filter((t) => booleans.length !== 2 || !booleans.includes(t)).map(print));
  if (booleans.length === 2) texts.add('boolean');
  const rank = (text: string) => {
    const keyword = KEYWORD_ORDER.indexOf(text);
    return keyword >= 0 ? keyword : KEYWORD_ORDER.length + (text === 'null' ? 1 : text === 'undefined' ? 2 : 0);
  };
  return [...texts].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)).map((t) => (t.includes('=>') ? `(${t})` : t)).join(' | ');
}

/**
 * One line, without comments of inline object types and without the `import("…").` qualifiers
 * that declaration emit writes for inferred types.
 */
function normalize(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/[^\n]*$/gm, '')
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/([([<]) /g, '$1')
    .replace(/ ([)\]>])/g, '$1')
    .replace(/; }/g, ' }')
    .trim();
}

function withoutUndefined(text: string): string {
  return text.replace(/ \| undefined$/, '').replace(/^undefined \| /, '');
}
