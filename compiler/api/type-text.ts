import ts from 'typescript';

/**
 * A member's type as its declaration writes it (`readonly TreeViewItemId[]` rather than the
 * checker's expanded `readonly string[]`): aliases are the names users see in the docs and code.
 * A bare type parameter (`Multiple`) says nothing on a page, so it is replaced by its constraint.
 */
export function memberTypeText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const declaration = symbol.declarations?.[0];
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    return typeNodeText(declaration.type, checker);
  }
  if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
    const parameters = declaration.parameters.map((p) => p.getText()).join(', ');
    return normalize(`${typeParameters}(${parameters}) => ${declaration.type ? declaration.type.getText() : 'void'}`);
  }
  const type = checker.getTypeOfSymbol(symbol);
  return withoutUndefined(checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation));
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

/** Optional members already say "may be undefined" through `required: false`. */
function withoutUndefined(text: string): string {
  return text.replace(/ \| undefined$/, '').replace(/^undefined \| /, '');
}
