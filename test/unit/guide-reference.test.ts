import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { program } from '../../bin/program';
import { KNOWN_KEYS } from '../../compiler/config/site-config';
import { interfacesNamedBy, readConfigKeys, readInterfaces } from '../../scripts/guide-reference/config-keys';
import { loadDiagnosticDocs, type RegisteredDoc } from '../../scripts/guide-reference/diagnostic-docs';
import { scanEmittedCodes, type EmittedCode } from '../../scripts/guide-reference/emitted-codes';
import { CONFIG_TYPE, generateReferencePages } from '../../scripts/guide-reference/guide-pages';
import { ROOT } from '../helpers/cli';

/**
 * The guide's reference pages (configuration, CLI, diagnostics) are generated from the code and
 * committed under guide/. These tests name what is missing from them or no longer exists; with
 * UPDATE_GUIDE=1 (`npm run guide:reference`) they write the pages instead of comparing them.
 */
const GUIDE = path.join(ROOT, 'guide');
const UPDATE = process.env.UPDATE_GUIDE === '1';

let emitted: EmittedCode[];
let docs: RegisteredDoc[];
beforeAll(async () => {
  const scan = scanEmittedCodes(ROOT);
  expect(scan.unresolved, 'diagnostic codes the scan cannot follow to a string literal: pass the code as a literal').toEqual([]);
  emitted = scan.codes;
  docs = await loadDiagnosticDocs(ROOT);
});

describe('diagnostic codes', () => {
  it('every code the source emits has a guide entry beside the module that emits it', () => {
    const registered = new Set(docs.map((d) => d.code));
    const missing = [...new Map(emitted.filter((e) => !registered.has(e.code)).map((e) => [e.code, `${e.code} (emitted by ${e.file}:${e.line}; add it to ${e.file.replace(/\.tsx?$/, '.diagnostics.ts')})`])).values()];
    expect(missing, 'codes without a guide entry').toEqual([]);
  });

  it('every guide entry names a code the source still emits, once, in the folder of a module that emits it', () => {
    const byCode = new Map<string, EmittedCode[]>();
    for (const e of emitted) byCode.set(e.code, [...(byCode.get(e.code) ?? []), e]);
    expect(docs.filter((d) => !byCode.has(d.code)).map((d) => `${d.code} (${d.registry})`), 'entries for codes nothing emits').toEqual([]);
    const seen = new Map<string, string>();
    const twice = docs.flatMap((d) => (seen.has(d.code) ? [`${d.code} (${seen.get(d.code)} and ${d.registry})`] : (seen.set(d.code, d.registry), [])));
    expect(twice, 'codes with two entries').toEqual([]);
    const away = docs.filter((d) => byCode.has(d.code) && !byCode.get(d.code)!.some((e) => path.dirname(e.file) === path.dirname(d.registry)));
    expect(away.map((d) => `${d.code} (${d.registry})`), 'entries away from the code that emits them').toEqual([]);
  });

  it('every entry says what the code means, gives an input and a fix', () => {
    const incomplete = docs.filter((d) => !d.means.trim() || !d.example.file.trim() || !d.fix.trim()).map((d) => `${d.code} (${d.registry})`);
    expect(incomplete).toEqual([]);
  });
});

describe('config keys', () => {
  const keys = readConfigKeys(path.join(ROOT, CONFIG_TYPE.file), CONFIG_TYPE.name);

  it('every key of SiteConfig has JSDoc with a description and an @example', () => {
    const undocumented = keys.filter((k) => !k.description || !k.example).map((k) => `${k.name} (${CONFIG_TYPE.file}:${k.line}: ${!k.description ? 'no description' : 'no @example'})`);
    expect(undocumented).toEqual([]);
  });

  it('every field of the interfaces its keys use has a description', () => {
    const interfaces = readInterfaces(path.join(ROOT, CONFIG_TYPE.file));
    const used = [...new Set(keys.flatMap((k) => interfacesNamedBy(k.type, interfaces)))];
    const undocumented = used.flatMap((name) => interfaces.get(name)!.filter((f) => !f.description).map((f) => `${name}.${f.name} (${CONFIG_TYPE.file}:${f.line})`));
    expect(undocumented).toEqual([]);
  });

  it('the keys the validator accepts are the keys of SiteConfig', () => {
    const typed = new Set(keys.map((k) => k.name));
    expect([...KNOWN_KEYS].filter((k) => !typed.has(k)), `accepted by validateSiteConfig but not in ${CONFIG_TYPE.file}`).toEqual([]);
    expect([...typed].filter((k) => !KNOWN_KEYS.has(k)), `in ${CONFIG_TYPE.file} but rejected by validateSiteConfig (KNOWN_KEYS)`).toEqual([]);
  });
});

describe('CLI', () => {
  it('every command, argument and flag has a description', () => {
    const bare = program.commands.flatMap((c) => [
      ...(c.description() ? [] : [`docs ${c.name()}`]),
      ...c.registeredArguments.filter((a) => !a.description).map((a) => `docs ${c.name()} [${a.name()}]`),
      ...c.options.filter((o) => !o.description).map((o) => `docs ${c.name()} ${o.flags}`),
    ]);
    expect(bare, 'give them a description in bin/program.ts').toEqual([]);
  });
});

describe('the generated pages', () => {
  it('are in guide/ as the code makes them, with no page for what no longer exists', async () => {
    const pages = await generateReferencePages(ROOT, emitted);
    const committedCodes = readdirSync(path.join(GUIDE, 'diagnostics'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const stale = committedCodes.filter((c) => !pages.has(`diagnostics/${c}/index.md`));
    if (UPDATE) {
      for (const code of stale) rmSync(path.join(GUIDE, 'diagnostics', code), { recursive: true });
      for (const [file, text] of pages) {
        mkdirSync(path.dirname(path.join(GUIDE, file)), { recursive: true });
        writeFileSync(path.join(GUIDE, file), text);
      }
      return;
    }
    expect(stale.map((c) => `guide/diagnostics/${c}/`), 'pages of codes that no longer exist: run npm run guide:reference').toEqual([]);
    const outdated = [...pages].filter(([file, text]) => !existsSync(path.join(GUIDE, file)) || readFileSync(path.join(GUIDE, file), 'utf8') !== text).map(([file]) => `guide/${file}`);
    expect(outdated, 'pages that differ from what the code makes: run npm run guide:reference').toEqual([]);
  });
});
