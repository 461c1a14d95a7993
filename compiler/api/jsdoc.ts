import type { Symbol as TsSymbol } from 'typescript-native/unstable/sync';
import type { InterfaceDeclaration, JSDoc, JSDocComment, JSDocLink, JSDocParameterTag, JSDocSeeTag, JSDocTag, Node, VariableDeclarationList } from 'typescript-native/unstable/ast';
import type { NativeKinds, NativeScope } from './native-project';
import type { ApiParam } from '../../templates/shared/api';

/** What the API pages use of a declaration's JSDoc. */
export interface JsDoc {
  /** Markdown: the comment text, `{@link}` as links or code, `@see` lines appended. */
  description: string;
  default?: string;
  deprecated?: string;
  /** `@ignore` and `@internal` members are not part of the documented API. */
  hidden: boolean;
  params: ApiParam[];
  returns?: string;
}

/**
 * A symbol's JSDoc, read from its declarations' syntax trees as TypeScript's language service reads it
 * (`getDocumentationComment`, `getJsDocTags`): the comments of every declaration, deduplicated, one per
 * line, and the tags of every declaration in order. A member without a comment, or without tags, takes
 * them from the same member of the interfaces or classes its own extends. The native compiler's
 * `getDocumentationCommentOfSymbol` reads only one declaration: a member merged from several lost
 * what the others said (listView's `@default false` in the pro grid).
 */
export function readJsDoc(symbol: TsSymbol, scope: NativeScope): JsDoc {
  const declarations = symbol.declarations.map((handle) => handle.resolve()).filter((node): node is Node => node !== undefined);
  const { comments, tags } = rawJsDoc(symbol.name, baseFirst(declarations, scope.kinds), scope, new Set([symbol.id]));
  let description = comments.join('\n').trim();
  const doc: JsDoc = { description: '', hidden: false, params: [] };
  // A member merged from several declarations (a union's variants, augmentations) has the tags
  // of all of them, first declaration first: the first of each tag is the base's.
  for (const { name: tag, text } of tags) {
    switch (tag) {
      case 'default':
        doc.default ??= cleanDefault(text.trim());
        break;
      case 'deprecated':
        // An empty tag still deprecates; the UI needs text to show.
        doc.deprecated ??= text.trim() || 'Deprecated.';
        break;
      case 'ignore':
      case 'internal':
        doc.hidden = true;
        break;
      case 'param': {
        // The text is the parameter's name, then its description.
        const [, param, rest = ''] = text.match(/^\s*([\w$.]+)\s*([\s\S]*)$/) ?? [];
        if (param && !doc.params.some((p) => p.name === param)) doc.params.push({ name: param, description: rest.trim() });
        break;
      }
      case 'returns':
      case 'return':
        // Its `{T}` is not part of the text: the type is in the signature.
        doc.returns ??= text.trim();
        break;
      case 'see': {
        const see = text.trim();
        if (!description.includes(see)) description = [description, see].filter(Boolean).join('\n\n');
        break;
      }
    }
  }
  doc.description = description;
  return doc;
}

/**
 * A member of a union of interfaces (`GridColDef`) has one declaration per variant, in the order
 * the compiler made the union, which is not the source's. The declaration in an interface the
 * others extend comes first, so its tags (`type`'s `@default 'string'`) win over a variant's
 * (`@default 'actions'`).
 */
export function baseFirst(declarations: Node[], { SyntaxKind }: NativeKinds): Node[] {
  if (declarations.length < 2) return declarations;
  const ownerName = (declaration: Node) => (declaration.parent?.kind === SyntaxKind.InterfaceDeclaration ? (declaration.parent as InterfaceDeclaration).name.text : undefined);
  const extended = new Set(
    declarations.flatMap((declaration) =>
      declaration.parent?.kind === SyntaxKind.InterfaceDeclaration ? ((declaration.parent as InterfaceDeclaration).heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.expression.getText())) : [],
    ),
  );
  const isBase = (declaration: Node) => extended.has(ownerName(declaration) ?? '');
  return [...declarations.filter(isBase), ...declarations.filter((declaration) => !isBase(declaration))];
}

/** Comments and tags as markdown, before the tags are sorted out. */
interface RawJsDoc {
  comments: string[];
  tags: { name: string; text: string }[];
}

function rawJsDoc(name: string, declarations: readonly Node[], scope: NativeScope, seen: Set<number>): RawJsDoc {
  const own = ownJsDoc(declarations, scope.kinds);
  if (own.comments.length && own.tags.length) return own;
  for (const declaration of declarations) {
    const base = baseMember(declaration, name, scope, seen);
    if (base) return { comments: own.comments.length ? own.comments : base.comments, tags: own.tags.length ? own.tags : base.tags };
  }
  return own;
}

function ownJsDoc(declarations: readonly Node[], kinds: NativeKinds): RawJsDoc {
  const comments: string[] = [];
  const tags: RawJsDoc['tags'] = [];
  for (const declaration of declarations) {
    for (const jsDoc of jsDocsOf(declaration, kinds) as JSDoc[]) {
      const comment = commentText(jsDoc.comment);
      if (jsDoc.comment?.length && !comments.includes(comment)) comments.push(comment);
      for (const tag of jsDoc.tags ?? []) tags.push({ name: tag.tagName.text, text: tagText(tag, kinds) });
    }
  }
  return { comments, tags };
}

/** The JSDoc blocks before a declaration, and before the statement of a lone variable (`declare const DataGrid`). */
function jsDocsOf(declaration: Node, { SyntaxKind }: NativeKinds): readonly Node[] {
  const own = declaration.jsDoc ?? [];
  const list = declaration.parent;
  const statement = list?.parent;
  if (declaration.kind === SyntaxKind.VariableDeclaration && statement?.kind === SyntaxKind.VariableStatement && (list as VariableDeclarationList).declarations.length === 1) {
    return [...own, ...(statement.jsDoc ?? [])];
  }
  return own;
}

/**
 * The JSDoc of the member of that name in the first base type of the declaration's interface or
 * class that has it, itself inherited where it has none. As TypeScript does, a base member merged
 * from several declarations lends nothing.
 */
function baseMember(declaration: Node, name: string, scope: NativeScope, seen: Set<number>): RawJsDoc | undefined {
  const { SyntaxKind } = scope.kinds;
  const owner = declaration.parent;
  if (owner?.kind !== SyntaxKind.InterfaceDeclaration && owner?.kind !== SyntaxKind.ClassDeclaration) return undefined;
  for (const clause of (owner as InterfaceDeclaration).heritageClauses ?? []) {
    for (const superType of clause.types) {
      const member = membersOf(superType, scope).get(name);
      if (!member || seen.has(member.id)) continue;
      seen.add(member.id);
      const resolved = member.declarations.length === 1 ? member.declarations[0]!.resolve() : undefined;
      return resolved ? rawJsDoc(name, [resolved], scope, seen) : undefined;
    }
  }
  return undefined;
}

const baseMembers = new WeakMap<Node, Map<string, TsSymbol>>();

/** The members of a base type by name, asked once for all the members of the interface that extends it. */
function membersOf(superType: Node, { checker }: NativeScope): Map<string, TsSymbol> {
  let members = baseMembers.get(superType);
  if (!members) {
    const type = checker.getTypeAtLocation(superType);
    members = new Map((type ? checker.getPropertiesOfType(type) : []).map((member) => [member.name, member]));
    baseMembers.set(superType, members);
  }
  return members;
}

/**
 * A tag's text as the language service gives it: a parameter's or `@see`'s name, then the comment;
 * the comment alone for the others (a `@returns {T}` type is not part of it).
 */
function tagText(tag: JSDocTag, { SyntaxKind }: NativeKinds): string {
  const comment = commentText(tag.comment);
  const name = tag.kind === SyntaxKind.JSDocParameterTag ? (tag as JSDocParameterTag).name : tag.kind === SyntaxKind.JSDocSeeTag ? (tag as JSDocSeeTag).nameExpression : undefined;
  if (!name) return comment;
  const text = name.getText();
  if (!comment) return text;
  return /^https?$/.test(text) ? `${text}${comment}` : `${text} ${comment}`;
}

/**
 * A comment as markdown: `{@link https://… text}` becomes a link and `{@link Name}` inline code, as
 * the pages render markdown and have no page for arbitrary symbols.
 */
function commentText(parts: readonly JSDocComment[] | undefined): string {
  let text = '';
  for (const part of parts ?? []) {
    const link = part as JSDocLink;
    text += link.name ? renderLink(link.name.getText(), link.text) : part.text;
  }
  return text;
}

function renderLink(target: string, text: string): string {
  // TypeScript splits `{@link https://a.b/c d}` as the name `https` and the text `://a.b/c d`.
  const joined = `${target}${text}`.trim();
  const url = joined.match(/^(https?:\/\/\S+)\s*(.*)$/);
  if (url) return url[2] ? `[${url[2]}](${url[1]})` : `<${url[1]}>`;
  return `\`${(text || target).trim()}\``;
}

/** `@default TreeItem.` is a sentence-ending period after an identifier, not part of the value. */
function cleanDefault(text: string): string {
  return /^[A-Za-z_$][\w$.]*\.$/.test(text) ? text.slice(0, -1) : text;
}

/**
 * MUI's generator appends "Demos:" and "API:" link lists to component JSDoc, and the grids carry a
 * "Features:" list of links too. The page shows demos and imports itself, so the lists are dropped
 * from the description, whether or not a blank line separates a label from its list.
 */
export function withoutGeneratedLists(description: string): string {
  const label = /^(Demos|API|Features):$/;
  const blocks = description.split(/\n\s*\n/);
  const kept: string[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const [first = '', ...rest] = blocks[i]!.trim().split('\n');
    if (label.test(first.trim())) {
      if (rest.length === 0 && /^\s*- /.test(blocks[i + 1] ?? '')) i += 1;
      if (rest.every((line) => /^\s*- /.test(line))) continue;
    }
    kept.push(blocks[i]!.trim());
  }
  return kept.join('\n\n').trim();
}

/** True when the JSDoc carries an "API:" list: the package publishes an API page for the export. */
export function hasApiList(description: string): boolean {
  return /(^|\n)\s*API:\s*\n\s*\n?\s*- \[/.test(description);
}
