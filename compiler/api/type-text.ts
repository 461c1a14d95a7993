import ts from 'typescript';

/**
 * A member's type as its declaration writes it (`readonly TreeViewItemId[]` rather than the
 * checker's expanded `readonly string[]`): aliases are the names users see in the docs and code.
 * A member of a union (`GridColDef['type']`) has one declaration per variant; their types are
 * joined. A bare type parameter (`Multiple`) says nothing on a page, so it is replaced by its
 * constraint. `| undefined` is dropped from optional members: `required: false` says it already.
 */
export function memberTypeText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const texts = new Set<string>();
  for (const declaration of symbol.declarations ?? []) {
    const text = declarationTypeText(declaration, checker);
    if (text) texts.add(text);
  }
  // Sorted: a union's members (and so a member's declarations) come in the order the checker made them, which depends on what it checked before.
  const text = texts.size
    ? [...texts].sort().map((t) => (texts.size > 1 && t.includes('=>') ? `(${t})` : t)).join(' | ')
    : stableTypeText(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)), checker);
  return symbol.flags & ts.SymbolFlags.Optional ? withoutUndefined(text) : text;
}

function declarationTypeText(declaration: ts.Declaration, checker: ts.TypeChecker): string | undefined {
  if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    return typeNodeText(declaration.type, checker);
  }
  if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
    const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
    const parameters = declaration.parameters.map((p) => p.getText()).join(', ');
    return normalize(`${typeParameters}(${parameters}) => ${declaration.type ? declaration.type.getText() : 'void'}`);
  }
  return undefined;
}

function typeNodeText(node: ts.TypeNode, checker: ts.TypeChecker): string {
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    const type = checker.getTypeFromTypeNode(node);
    if (type.flags & ts.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint && !(constraint.flags & ts.TypeFlags.Unknown)) {
        return withoutUndefined(stableTypeText(constraint, checker));
      }
    }
  }
  return normalize(node.getText());
}

/** Primitive members first, in the order people write them; `null` and `undefined` last. */
const KEYWORD_ORDER = ['string', 'number', 'bigint', 'boolean', 'symbol', 'object'];

/**
 * The checker's text of a type, with the members of an unnamed union in one order: the checker prints
 * them in the order it happened to create their types, so the same member read after another package
 * of the same program came out in another order (the pickers' `slotProps` after the data grid's). Named
 * unions (aliases, enums) keep their name; `true | false` stays `boolean`.
 */
function stableTypeText(type: ts.Type, checker: ts.TypeChecker): string {
  const print = (t: ts.Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  if (!type.isUnion() || type.aliasSymbol || type.flags & ts.TypeFlags.EnumLiteral) return print(type);
  const members = type.types;
  const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
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
