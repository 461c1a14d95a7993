import path from 'node:path';
import type { Command } from 'commander';
import { EXIT, program } from '../../bin/program';
import { defaultSiteConfig } from '../../compiler/config/site-config';
import { interfacesNamedBy, readInterfaces, type ConfigKey } from './config-keys';
import { loadDiagnosticDocs, type RegisteredDoc } from './diagnostic-docs';
import type { EmittedCode } from './emitted-codes';
import { cell, code, fenced, languageOf } from './markdown';

/** The interface the configuration page documents. */
export const CONFIG_TYPE = { file: 'templates/shared/site.ts', name: 'SiteConfig' };

/**
 * The guide's generated pages by path under `guide/`: the configuration, CLI and diagnostics
 * references, each made from the code it documents.
 */
export async function generateReferencePages(root: string, emitted: EmittedCode[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  pages.set('configuration/index.md', configurationPage(readInterfaces(path.join(root, CONFIG_TYPE.file))));
  pages.set('cli/index.md', cliPage(program));
  const docs = await loadDiagnosticDocs(root);
  pages.set('diagnostics/index.md', diagnosticsIndex(docs));
  pages.set('diagnostics/pages.ts', diagnosticsNav(docs));
  for (const doc of docs) pages.set(`diagnostics/${doc.code}/index.md`, diagnosticPage(doc, emitted));
  return pages;
}

const GENERATED = '<!-- Generated from the code by scripts/guide-reference (npm run guide:reference); edit the source, not this file. -->';

function configurationPage(interfaces: Map<string, ConfigKey[]>): string {
  const defaults = defaultSiteConfig() as unknown as Record<string, unknown>;
  const sections = interfaces.get(CONFIG_TYPE.name)!.map((key) => {
    const fallback = key.name in defaults ? code(JSON.stringify(defaults[key.name])) : key.default ?? 'none';
    return [
      `## ${key.name}`,
      key.description,
      `- Type: ${code(key.type)}\n- Default: ${fallback}`,
      ...interfacesNamedBy(key.type, interfaces).map((name) => fieldsTable(name, interfaces.get(name)!)),
      ...(key.example ? [fenced(`export default {\n  ${key.example},\n};`, 'ts')] : []),
    ].join('\n\n');
  });
  return `${GENERATED}

# Configuration

<p class="description">Every key of site.config.ts: its type, its default, what it does, and an example.</p>

The site's settings are the default export of \`site.config.ts\` in the content folder. A site
without the file gets every default. A key the compiler does not know is an error
([config-unknown-key](/diagnostics/config-unknown-key/)), and so is a value of the wrong type
([config-invalid](/diagnostics/config-invalid/)).

${fenced("export default {\n  title: 'Acme UI',\n  url: 'https://docs.acme.dev',\n  languages: ['en', 'fr'],\n  defaultLanguage: 'en',\n};", 'ts')}

${sections.join('\n\n')}
`;
}

function fieldsTable(name: string, fields: ConfigKey[]): string {
  const rows = fields.map((f) => `| ${code(f.optional ? `${f.name}?` : f.name)} | ${code(f.type)} | ${cell(f.description)} |`);
  return `${code(name)}:\n\n| field | type | meaning |\n|---|---|---|\n${rows.join('\n')}`;
}

function cliPage(cli: Command): string {
  const commands = cli.commands.map((command) => {
    const args = command.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)).join(' ');
    const rows = [
      ...command.registeredArguments.map((a) => `| ${code(a.required ? `<${a.name()}>` : `[${a.name()}]`)} | ${cell(a.description)} | ${a.defaultValue === undefined ? '' : code(String(a.defaultValue))} |`),
      ...command.options.map((o) => `| ${code(o.flags)} | ${cell(o.description)} | ${o.defaultValue === undefined || o.negate ? '' : code(o.defaultValueDescription ?? String(o.defaultValue))} |`),
    ];
    return [`## docs ${command.name()}`, `${capitalised(command.description())}.`, fenced(`docs ${command.name()}${args ? ` ${args}` : ''} [options]`, 'bash'), '| argument or flag | meaning | default |\n|---|---|---|\n' + rows.join('\n')].join('\n\n');
  });
  return `${GENERATED}

# Command line

<p class="description">Every command of the docs CLI, with its arguments, flags and defaults.</p>

${capitalised(cli.description())} Every command takes \`--help\`; \`docs --version\` prints the version.

${commands.join('\n\n')}

## Exit codes

| code | meaning |
|---|---|
| \`${EXIT.ok}\` | success (warnings allowed) |
| \`${EXIT.contentErrors}\` | errors in the content or the site's files, each printed as a diagnostic |
| \`${EXIT.usage}\` | bad usage: an unknown command or flag, a flag's value of the wrong form, or an output or cache folder the command may not write, refused before anything was written |
`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function diagnosticsIndex(docs: RegisteredDoc[]): string {
  const rows = docs.map((doc) => `| [${doc.code}](/diagnostics/${doc.code}/) | ${cell(firstSentence(doc.means))} |`);
  return `${GENERATED}

# Diagnostics

<p class="description">Every finding the compiler reports, by its code: what it means, an input that causes it, and the fix.</p>

\`docs check\`, \`docs build\` and \`docs dev\` report problems as diagnostics: a code, a severity, the
file, line and column, a message and a hint. An error fails the command (exit code 1); a warning does
not. Each names its page here:

${fenced('guide/index.md:3:5  error  Broken link: /guide/setpu/ is not a page of this site.  [link-broken]\n    hint: Did you mean /guide/setup/?\n    see: https://docs-compiler.mui.com/diagnostics/link-broken/', 'text')}

With \`--json\`, the same findings are one JSON array on stdout, each with a \`guide\` field holding that address; in the overlay of \`docs dev\`, each finding links to it.

## The example site

Each code's page shows a file that causes it. The file is a change to a small site that passes
\`docs check\`: \`site.config.ts\` (languages \`en\` and \`fr\`), \`pages.ts\`, a home page \`index.md\`,
\`guide/index.md\` embedding the demo \`guide/Counter.tsx\`, \`guide/setup/index.md\` with a heading
\`## Options\`, and \`translations/en.json\` and \`fr.json\`. The tests lay each example over that
site and check that it reports its code, except where the cause is not a file a site holds (a
symbolic link, permissions, two builds at once, a compiler bug): those examples describe it.

## Every code

| code | what it means |
|---|---|
${rows.join('\n')}
`;
}

function firstSentence(text: string): string {
  return text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
}

function diagnosticsNav(docs: RegisteredDoc[]): string {
  const entries = docs.map((doc) => `  { pathname: '/diagnostics/${doc.code}/', title: '${doc.code}' },`);
  return `// Generated by scripts/guide-reference (npm run guide:reference): one page per diagnostic code.
export default [
${entries.join('\n')}
];
`;
}

function diagnosticPage(doc: RegisteredDoc, emitted: EmittedCode[]): string {
  const emitters = [...new Set(emitted.filter((e) => e.code === doc.code).map((e) => e.file))];
  return `${GENERATED}

# ${doc.code}

<p class="description">What the ${doc.code} diagnostic means, an input that causes it, and how to fix it.</p>

## What it means

${doc.means}

## An input that causes it

In \`${doc.example.file}\` of [the example site](/diagnostics/#the-example-site):

${fenced(doc.example.text, languageOf(doc.example.file))}

## How to fix it

${doc.fix}

## Where it comes from

Emitted by ${emitters.map((file) => `\`${file}\``).join(', ')}; this entry is in \`${doc.registry}\`.
`;
}
