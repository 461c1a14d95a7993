import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One key of the site config (or of an interface its keys use) as its TypeScript interface declares and documents it. */
export interface ConfigKey {
  name: string;
  optional: boolean;
  /** The type as written in the interface. */
  type: string;
  description: string;
  /** The `@default` tag's text, for a default that `defaultSiteConfig()` does not hold. */
  default?: string;
  example?: string;
  line: number;
}

/** Every interface of `file` by name, each with its keys in their order and their JSDoc. */
export function readInterfaces(file: string): Map<string, ConfigKey[]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ConfigKey[]>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement.members.filter(ts.isPropertySignature).map((member) => configKey(member, source)));
  }
  return interfaces;
}

/** The keys of `interfaceName` in `file`. */
export function readConfigKeys(file: string, interfaceName: string): ConfigKey[] {
  const keys = readInterfaces(file).get(interfaceName);
  if (!keys) throw new Error(`${file} has no interface ${interfaceName}`);
  return keys;
}

/** The interfaces of `interfaces` that a type names, and those their keys name in turn, in order of first mention. */
export function interfacesNamedBy(type: string, interfaces: Map<string, ConfigKey[]>, found: string[] = []): string[] {
  for (const name of type.match(/\b[A-Z]\w*\b/g) ?? []) {
    if (!interfaces.has(name) || found.includes(name)) continue;
    found.push(name);
    for (const key of interfaces.get(name)!) interfacesNamedBy(key.type, interfaces, found);
  }
  return found;
}

function configKey(member: ts.PropertySignature, source: ts.SourceFile): ConfigKey {
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
    optional: Boolean(member.questionToken),
    type: member.type?.getText(source).replace(/\s+/g, ' ') ?? 'unknown',
    description: (ts.getTextOfJSDocComment(doc?.comment) ?? '').replace(/\s+/g, ' ').trim(),
    ...(defaultText ? { default: defaultText } : {}),
    ...(example ? { example } : {}),
    line: source.getLineAndCharacterOfPosition(member.getStart(source)).line + 1,
  };
}
