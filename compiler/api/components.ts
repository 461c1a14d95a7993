import ts from 'typescript';
import type { ApiPage, ApiProp, ApiSlot } from '../../templates/shared/api';
import { cssClassesOf } from './css-classes';
import { hasApiList, readJsDoc, withoutGeneratedLists } from './jsdoc';
import { compareProps, documentedMembers, toProp } from './members';
import { declarationOf, type PackageContext } from './package-context';
import { apiPathname, apiSlug } from './slug';
import { compareEnglish } from '../collate';

/**
 * The rule for which root exports of a package get a component page. An export is a public
 * component when it is
 *   1. named in PascalCase (an `Unstable_` prefix is allowed),
 *   2. a value whose type is a React component: an exotic component (`forwardRef`, `memo`,
 *      `styled`) or a function of at most (props, ref) returning an element,
 *   3. declared in this package: pro and premium packages re-export community components, and
 *      the page belongs to the package that defines it,
 *   4. not marked `@ignore` or `@internal`,
 *   5. published: the package has a folder entry point of the same name (`@mui/x-tree-view/TreeItem`),
 *      or the JSDoc carries the "API:" list MUI writes for components it documents (`BarPlot`,
 *      `Toolbar`, which live in shared folders). Styled parts such as `RichTreeViewRoot` and the
 *      grid's many building blocks meet neither condition.
 */
export function publicComponents(ctx: PackageContext): { name: string; symbol: ts.Symbol }[] {
  const found: { name: string; symbol: ts.Symbol }[] = [];
  for (const [name, symbol] of ctx.exports) {
    if (!/^(Unstable_)?[A-Z][A-Za-z0-9]*$/.test(name)) continue;
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const declaration = declarationOf(symbol);
    if (!declaration || ctx.packageOf(declaration.getSourceFile().fileName) !== ctx.pkg.spec.name) continue;
    const doc = readJsDoc(symbol, ctx.checker);
    if (doc.hidden || !(ctx.pkg.folders.has(name) || hasApiList(doc.description))) continue;
    // Last: resolving the type is the costly check, and most exports fail a cheaper one first.
    if (isReactComponent(symbol, ctx.checker)) found.push({ name, symbol });
  }
  return found;
}

function isReactComponent(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const type = checker.getTypeOfSymbol(symbol);
  if (type.getProperty('$$typeof')) return true;
  const signatures = type.getCallSignatures();
  return signatures.length > 0 && signatures.every((signature) => signature.parameters.length <= 2 && returnsElement(signature, checker));
}

function returnsElement(signature: ts.Signature, checker: ts.TypeChecker): boolean {
  const text = checker.typeToString(checker.getReturnTypeOfSignature(signature));
  return /\b(Element|ReactElement|ReactNode)\b/.test(text);
}

export function componentPage(name: string, symbol: ts.Symbol, ctx: PackageContext): ApiPage {
  const { pkg, checker, scope } = ctx;
  const doc = readJsDoc(symbol, checker);
  const slug = apiSlug(name);
  const props: ApiProp[] = [];
  let slots: ApiSlot[] = [];
  let cssClasses: ApiPage['cssClasses'] = [];
  const propsType = propsTypeOf(symbol, checker);
  if (propsType) {
    for (const member of documentedMembers(propsType, scope)) {
      const prop = toProp(member, scope);
      if (!prop) continue;
      props.push(prop);
      if (member.name === 'slots') slots = slotsOf(member, ctx);
      if (member.name === 'classes') cssClasses = cssClassesOf(member, scope, ctx.exports);
    }
  }
  const folderImport = pkg.folders.has(name) ? [`import { ${name} } from '${pkg.spec.name}/${name}';`] : [];
  return {
    kind: 'component',
    product: pkg.spec.product,
    slug,
    name,
    pathname: apiPathname(pkg.spec.product, slug),
    title: `${name} API`,
    description: withoutGeneratedLists(doc.description),
    ...(pkg.plan ? { plan: pkg.plan } : {}),
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    packageName: pkg.spec.name,
    imports: [...folderImport, `import { ${name} } from '${pkg.spec.name}';`],
    props: props.sort(compareProps),
    slots,
    cssClasses,
    methods: [],
    demos: [],
  };
}

/** The first parameter of the first call signature: generic components keep their type parameters. */
function propsTypeOf(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type | undefined {
  const parameter = checker.getTypeOfSymbol(symbol).getCallSignatures()[0]?.parameters[0];
  return parameter ? checker.getTypeOfSymbol(parameter) : undefined;
}

function slotsOf(slotsProp: ts.Symbol, ctx: PackageContext): ApiSlot[] {
  const type = ctx.checker.getNonNullableType(ctx.checker.getTypeOfSymbol(slotsProp));
  const slots: ApiSlot[] = [];
  for (const member of documentedMembers(type, ctx.scope)) {
    const doc = readJsDoc(member, ctx.checker);
    if (doc.hidden) continue;
    slots.push({ name: member.name, ...(doc.default !== undefined ? { defaultComponent: doc.default } : {}), description: doc.description });
  }
  return slots.sort((a, b) => compareEnglish(a.name, b.name));
}
