import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One key of the site config as its TypeScript interface declares and documents it. */
export interface ConfigKey {
  name: string;
  /** The type as written in the interface. */
  type: string;
  description: string;
  /** The `@default` tag's text, for a default that `defaultSiteConfig()` does not hold. */
  default?: string;
  example?: string;
  line: number;
}

/** The keys of `interfaceName` in `file`, in their order, with their JSDoc. */
export function readConfigKeys(file: string, interfaceName: string): ConfigKey[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === interfaceName);
  if (!declaration) throw new Error(`${file} has no interface ${interfaceName}`);
  return declaration.members.filter(ts.isPropertySignature).map((member) => {
    const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
    const doc = docs[docs.length - 1];
    const tag = (name: string) => {
      const found = doc?.tags?.find((t) => t.tagName.text === name);
      return found ? ts.getTextOfJSDocComment(found.comment)?.trim() : undefined;
    };
    const defaultText = tag('default');
    const example = tag('example');
    return {
      name: member.name.getText(source),
      type: member.type?.getText(source).replace(/\s+/g, ' ') ?? 'unknown',
      description: (ts.getTextOfJSDocComment(doc?.comment) ?? '').replace(/\s+/g, ' ').trim(),
      ...(defaultText ? { default: defaultText } : {}),
      ...(example ? { example } : {}),
      line: source.getLineAndCharacterOfPosition(member.getStart(source)).line + 1,
    };
  });
}
