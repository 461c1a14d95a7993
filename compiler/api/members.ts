import type { PropertySignatureDeclaration } from 'typescript-native/unstable/ast';
import type { Symbol as TsSymbol, Type } from 'typescript-native/unstable/sync';
import type { ApiMethod, ApiProp } from '../../templates/shared/api';
import type { Plan } from '../../templates/shared/nav';
import { readJsDoc } from './jsdoc';
import type { NativeScope } from './native-project';
import { memberTypeText, nonNullableTypeOf } from './type-text';
import { planRank } from './plan-rank';
import { compareEnglish } from '../helpers/collate';

/** What one page documents of the program: the declarations it owns, and who adds each member. */
export interface MemberScope extends NativeScope {
  /** False for members declared only by React, the DOM, a peer package or a higher tier's augmentation. */
  documents(fileName: string): boolean;
  /** The tier of the package of the run that declares the file, if any. */
  planOf(fileName: string): Plan | undefined;
}

/**
 * The members of `type` a page lists: those declared where the scope documents. `sx` is listed
 * wherever it is accepted, even when only Material UI declares it (PickersDay's comes from
 * ButtonBase): it is the system prop every MUI component page shows.
 */
export function documentedMembers(type: Type, scope: MemberScope): TsSymbol[] {
  return scope.checker.getPropertiesOfType(type).filter((member) => member.name === 'sx' || member.declarations.some((d) => scope.documents(d.path)));
}

export function toProp(member: TsSymbol, scope: MemberScope): ApiProp | undefined {
  const doc = readJsDoc(member, scope);
  if (doc.hidden) return undefined;
  const plan = memberPlan(member, scope);
  return {
    name: member.name,
    type: memberTypeText(member, scope),
    ...(doc.default !== undefined ? { default: doc.default } : {}),
    description: doc.description,
    required: (member.flags & scope.kinds.SymbolFlags.Optional) === 0,
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    ...(plan ? { plan } : {}),
    ...(doc.params.length ? { params: doc.params } : {}),
    ...(doc.returns ? { returns: doc.returns } : {}),
  };
}

export function toMethod(member: TsSymbol, scope: MemberScope): ApiMethod | undefined {
  const doc = readJsDoc(member, scope);
  if (doc.hidden) return undefined;
  const plan = memberPlan(member, scope);
  return {
    name: member.name,
    signature: memberTypeText(member, scope),
    description: doc.description,
    params: doc.params,
    ...(doc.returns ? { returns: doc.returns } : {}),
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    ...(plan ? { plan } : {}),
  };
}

/** A member any declaration of which comes from a lower tier is available in that tier. */
function memberPlan(member: TsSymbol, scope: MemberScope): Plan | undefined {
  const plans = member.declarations.map((d) => scope.planOf(d.path));
  return plans.reduce<Plan | undefined>((lowest, plan) => (planRank(plan) < planRank(lowest) ? plan : lowest), plans[0]);
}

export function isFunctionMember(member: TsSymbol, scope: MemberScope): boolean {
  const { SyntaxKind } = scope.kinds;
  // Most API members say it in their syntax (`getRow(id): …`, `getRow: (id) => …`); the checker is asked about the rest.
  const written = member.declarations.length === 1 ? member.declarations[0]!.resolve() : undefined;
  if (written?.kind === SyntaxKind.MethodSignature) return true;
  if (written?.kind === SyntaxKind.PropertySignature && (written as PropertySignatureDeclaration).type?.kind === SyntaxKind.FunctionType) return true;
  const type = nonNullableTypeOf(member, scope.checker);
  return type !== undefined && scope.checker.getSignaturesOfType(type, scope.kinds.SignatureKind.Call).length > 0;
}

/** Required first, then by name: what a reader must pass comes before what they may. */
export function compareProps(a: ApiProp, b: ApiProp): number {
  return Number(b.required) - Number(a.required) || compareEnglish(a.name, b.name);
}
