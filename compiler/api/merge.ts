import path from 'node:path';
import type { ApiPage } from '../../templates/shared/api';
import type { Plan } from '../../templates/shared/nav';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import type { PackageApi } from './extract-package';
import { planRank } from './plan-rank';
import { planOfPackage, type ResolvedPackage } from '../packages/packages';

/**
 * Joins the packages' pages, which are extracted (and cached) one package at a time, with what
 * needs the other packages: the import lines of re-exports, and the owner of an interface page,
 * which is the lowest tier that exports the name (`GridApi` is in every data grid package, each
 * time a wider type; its page is read from premium but belongs to the MIT package).
 */
export function mergePackages(apis: readonly PackageApi[], packages: readonly ResolvedPackage[]): { pages: ApiPage[]; diagnostics: Diagnostic[] } {
  const productOf = new Map(packages.map((p) => [p.spec.name, p.spec.product]));
  const dirOf = new Map(packages.map((p) => [p.spec.name, p.dir]));
  const byPathname = new Map<string, ApiPage>();
  const diagnostics: Diagnostic[] = [];
  for (const api of apis) {
    for (const extracted of api.pages) {
      const page = extracted.kind === 'component' ? withReexports(extracted, apis) : withOwner(extracted, apis, productOf);
      const taken = byPathname.get(page.pathname);
      if (taken) {
        diagnostics.push(
          diagnostic(
            'api-duplicate-page',
            'warning',
            path.relative(process.cwd(), path.join(dirOf.get(api.name) ?? '', 'package.json')),
            undefined,
            `${page.name} from ${page.packageName} and ${taken.name} from ${taken.packageName} both have the API page ${page.pathname}; the first is kept.`,
            'Mark one of them @ignore, or rename it.',
          ),
        );
        continue;
      }
      byPathname.set(page.pathname, withoutRedundantPlans(page));
    }
  }
  const pages = [...byPathname.values()].sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
  return { pages, diagnostics };
}

/** Pro and premium packages re-export community components: users may import from either. */
function withReexports(page: ApiPage, apis: readonly PackageApi[]): ApiPage {
  const reexports = apis
    .filter((api) => api.name !== page.packageName && api.exports[page.name] === page.packageName)
    .map((api) => `import { ${page.name} } from '${api.name}';`);
  return { ...page, imports: [...page.imports, ...reexports] };
}

function withOwner(page: ApiPage, apis: readonly PackageApi[], productOf: Map<string, string>): ApiPage {
  const exporters = apis
    .filter((api) => productOf.get(api.name) === page.product && api.exports[page.name] !== undefined)
    .sort((a, b) => planRank(planOfPackage(a.name)) - planRank(planOfPackage(b.name)));
  const owner = exporters[0]?.name ?? page.packageName;
  const plan = planOfPackage(owner);
  const { plan: _extractedPlan, ...rest } = page;
  return {
    ...rest,
    ...(plan ? { plan } : {}),
    packageName: owner,
    imports: exporters.length ? exporters.map((api) => `import { ${page.name} } from '${api.name}';`) : page.imports,
  };
}

/** A member's tier is only worth a label when it is above the page's own. */
function withoutRedundantPlans(page: ApiPage): ApiPage {
  const keep = <T extends { plan?: Plan }>(member: T): T => {
    if (planRank(member.plan) > planRank(page.plan)) return member;
    const { plan: _plan, ...rest } = member;
    return rest as T;
  };
  return { ...page, props: page.props.map(keep), methods: page.methods.map(keep) };
}
