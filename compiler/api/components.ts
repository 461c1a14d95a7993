import type { Checker, Signature, Symbol as TsSymbol, Type } from 'typescript-native/unstable/sync';
import type { ApiPage, ApiProp, ApiSlot } from '../../templates/shared/api';
import { cssClassesOf } from './css-classes';
import { hasApiList, readJsDoc, withoutGeneratedLists } from './jsdoc';
import { compareProps, documentedMembers, toProp } from './members';
import { addPropLiterals } from './prop-literals';
import type { NativeKinds } from './native-project';
import { declarationFileOf, type PackageContext } from './package-context';
import { apiPathname, apiSlug } from './slug';
import { nonNullableTypeOf } from './type-text';
import { compareEnglish } from '../helpers/collate';

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
export function publicComponents(ctx: PackageContext): { name: string; symbol: TsSymbol }[] {
  const candidates: { name: string; symbol: TsSymbol }[] = [];
  for (const [name, symbol] of ctx.exports) {
    if (!/^(Unstable_)?[A-Z][A-Za-z0-9]*$/.test(name)) continue;
    if (!(symbol.flags & ctx.kinds.SymbolFlags.Value)) continue;
    const file = declarationFileOf(symbol);
    if (!file || ctx.packageOf(file) !== ctx.pkg.spec.name) continue;
    const doc = readJsDoc(symbol, ctx);
    if (doc.hidden || !(ctx.pkg.folders.has(name) || hasApiList(doc.description))) continue;
    candidates.push({ name, symbol });
  }
  // Last: resolving the types is the costly check, and most exports fail a cheaper one first. One request for all.
  const types = candidates.length ? ctx.checker.getTypeOfSymbol(candidates.map((c) => c.symbol)) : [];
  return candidates.filter((_, index) => isReactComponent(types[index], ctx.checker, ctx.kinds));
}

function isReactComponent(type: Type | undefined, checker: Checker, kinds: NativeKinds): boolean {
  if (!type) return false;
  if (checker.getPropertyOfType(type, '$$typeof')) return true;
  const signatures = checker.getSignaturesOfType(type, kinds.SignatureKind.Call);
  return signatures.length > 0 && signatures.every((signature) => signature.parameters.length <= 2 && returnsElement(signature, checker));
}

function returnsElement(signature: Signature, checker: Checker): boolean {
  const type = checker.getReturnTypeOfSignature(signature);
  return type !== undefined && /\b(Element|ReactElement|ReactNode)\b/.test(checker.typeToString(type));
}

export function componentPage(name: string, symbol: TsSymbol, ctx: PackageContext): ApiPage {
  const { pkg, checker, scope } = ctx;
  const doc = readJsDoc(symbol, ctx);
  const slug = apiSlug(name);
  const props: ApiProp[] = [];
  let slots: ApiSlot[] = [];
  let cssClasses: ApiPage['cssClasses'] = [];
  const propsType = propsTypeOf(symbol, checker, ctx.kinds);
  if (propsType) {
    const members = documentedMembers(propsType, scope);
    const listed = members.map((member) => toProp(member, scope));
    addPropLiterals(members, listed, scope);
    members.forEach((member, i) => {
      const prop = listed[i];
      if (!prop) return;
      props.push(prop);
      if (member.name === 'slots') slots = slotsOf(member, ctx);
      if (member.name === 'classes') cssClasses = cssClassesOf(member, scope, ctx.exports);
    });
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
function propsTypeOf(symbol: TsSymbol, checker: Checker, kinds: NativeKinds): Type | undefined {
  const type = checker.getTypeOfSymbol(symbol);
  const parameter = type && checker.getSignaturesOfType(type, kinds.SignatureKind.Call)[0]?.getParameters()[0];
  return parameter ? checker.getTypeOfSymbol(parameter) : undefined;
}

function slotsOf(slotsProp: TsSymbol, ctx: PackageContext): ApiSlot[] {
  const type = nonNullableTypeOf(slotsProp, ctx.checker);
  if (!type) return [];
  const slots: ApiSlot[] = [];
  for (const member of documentedMembers(type, ctx.scope)) {
    const doc = readJsDoc(member, ctx);
    if (doc.hidden) continue;
    slots.push({ name: member.name, ...(doc.default !== undefined ? { defaultComponent: doc.default } : {}), description: doc.description });
  }
  return slots.sort((a, b) => compareEnglish(a.name, b.name));
}
