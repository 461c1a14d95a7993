import ts from 'typescript';
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

export function readJsDoc(symbol: ts.Symbol, checker: ts.TypeChecker): JsDoc {
  let description = partsToMarkdown(symbol.getDocumentationComment(checker));
  const doc: JsDoc = { description: '', hidden: false, params: [] };
  // A member merged from several declarations (a union's variants, augmentations) has the tags
  // of all of them, first declaration first: the first of each tag is the base's.
  for (const tag of symbol.getJsDocTags(checker)) {
    const parts = tag.text ?? [];
    switch (tag.name) {
      case 'default':
        doc.default ??= cleanDefault(partsToMarkdown(parts));
        break;
      case 'deprecated':
        // An empty tag still deprecates; the UI needs text to show.
        doc.deprecated ??= partsToMarkdown(parts) || 'Deprecated.';
        break;
      case 'ignore':
      case 'internal':
        doc.hidden = true;
        break;
      case 'param': {
        const name = parts.find((p) => p.kind === 'parameterName')?.text;
        if (name && !doc.params.some((p) => p.name === name)) {
          doc.params.push({ name, description: partsToMarkdown(parts.filter((p) => p.kind !== 'parameterName')) });
        }
        break;
      }
      case 'returns':
      case 'return':
        doc.returns ??= stripJsDocType(partsToMarkdown(parts));
        break;
      case 'see': {
        const see = partsToMarkdown(parts);
        if (!description.includes(see)) description = [description, see].filter(Boolean).join('\n\n');
        break;
      }
    }
  }
  doc.description = description;
  return doc;
}

/**
 * `{@link https://… text}` becomes a markdown link and `{@link Name}` inline code: the pages
 * render markdown and have no page for arbitrary symbols.
 */
function partsToMarkdown(parts: readonly ts.SymbolDisplayPart[]): string {
  let out = '';
  let link: { target: string; text: string } | undefined;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (part.text.startsWith('{@link')) link = { target: '', text: '' };
      else if (link) {
        out += renderLink(link);
        link = undefined;
      }
    } else if (link && part.kind === 'linkName') link.target += part.text;
    else if (link && part.kind === 'linkText') link.text += part.text;
    else out += part.text;
  }
  return out.trim();
}

function renderLink({ target, text }: { target: string; text: string }): string {
  // TS splits `https://a.b/c d` as name `https` and text `://a.b/c d`.
  const joined = `${target}${text}`.trim();
  const url = joined.match(/^(https?:\/\/\S+)\s*(.*)$/);
  if (url) return url[2] ? `[${url[2]}](${url[1]})` : `<${url[1]}>`;
  return `\`${(text || target).trim()}\``;
}

/** MUI writes `@returns {boolean} text` in a few places; the type is already in the signature. */
function stripJsDocType(text: string): string {
  return text.replace(/^\{[^}]*\}\s*/, '');
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
