import type { Symbol as TsSymbol } from 'typescript-native/unstable/sync';
import type { ApiMethod, ApiPage, ApiProp } from '../../templates/shared/api';
import { readJsDoc } from './jsdoc';
import { compareProps, documentedMembers, isFunctionMember, toMethod, toProp } from './members';
import type { PackageContext } from './package-context';
import { apiPathname, apiSlug } from './slug';
import { compareEnglish } from '../helpers/collate';

/**
 * A page for a documented interface or type alias. The members are those of the type as the
 * program sees it, augmentations included, each tagged with the tier that declares it. For a
 * union (`GridColDef`) that is the members every variant shares. API objects (names ending in
 * `Api`) list their function members as methods.
 */
export function interfacePage(name: string, symbol: TsSymbol, ctx: PackageContext): ApiPage {
  const { pkg, checker, scope } = ctx;
  const doc = readJsDoc(symbol, ctx);
  const slug = apiSlug(name);
  const isApiObject = /Api$/.test(name);
  const props: ApiProp[] = [];
  const methods: ApiMethod[] = [];
  for (const member of documentedMembers(checker.getDeclaredTypeOfSymbol(symbol), scope)) {
    if (isApiObject && isFunctionMember(member, scope)) {
      const method = toMethod(member, scope);
      if (method) methods.push(method);
    } else {
      const prop = toProp(member, scope);
      if (prop) props.push(prop);
    }
  }
  return {
    kind: 'interface',
    product: pkg.spec.product,
    slug,
    name,
    pathname: apiPathname(pkg.spec.product, slug),
    title: `${name} API`,
    description: doc.description,
    // Owner, tier and imports are settled once every package's exports are known.
    ...(pkg.plan ? { plan: pkg.plan } : {}),
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    packageName: pkg.spec.name,
    imports: [`import { ${name} } from '${pkg.spec.name}';`],
    props: props.sort(compareProps),
    slots: [],
    cssClasses: [],
    methods: methods.sort((a, b) => compareEnglish(a.name, b.name)),
    demos: [],
  };
}
