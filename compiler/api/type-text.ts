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
  const text = texts.size
    ? [...texts].map((t) => (texts.size > 1 && t.includes('=>') ? `(${t})` : t)).join(' | ')
    : checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)), undefined, ts.TypeFormatFlags.NoTruncation);
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
        return withoutUndefined(checker.typeToString(constraint, undefined, ts.TypeFormatFlags.NoTruncation));
      }
    }
  }
  return normalize(node.getText());
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
