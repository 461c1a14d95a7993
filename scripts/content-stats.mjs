#!/usr/bin/env node
// Prose words and live demos of each content page, as content/README.md counts them: everything but
// the front matter, fenced code, demo embed lines and HTML tags is prose.
// Usage: node scripts/content-stats.mjs [folder under content/ …] [--min-words N] [--min-demos N]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function proseWords(markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines = [];
  let fence = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker[1];
      continue;
    }
    if (/^\s*\{\{.*\}\}\s*$/.test(line)) continue;
    lines.push(line);
  }
  const text = lines.join('\n').replace(/<\/?[a-zA-Z][^>]*>/g, ' ').replace(/^:::\w*/gm, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function demoEmbeds(markdown) {
  return [...markdown.matchAll(/\{\{\s*"demo"\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
}

function pages(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...pages(full));
    else if (name === 'index.md') found.push(full);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = Number(args[i + 1]);
    args.splice(i, 2);
    return value;
  };
  const minWords = option('--min-words') ?? 0;
  const minDemos = option('--min-demos') ?? 0;
  const roots = args.length ? args : ['x'];
  let failed = 0;
  for (const root of roots) {
    for (const file of pages(path.resolve('content', root)).sort()) {
      const md = readFileSync(file, 'utf8');
      const words = proseWords(md);
      const demos = demoEmbeds(md).length;
      const low = words < minWords || demos < minDemos;
      if (low) failed++;
      console.log(`${low ? '✗' : ' '} ${String(words).padStart(5)} words ${String(demos).padStart(3)} demos  ${path.relative('content', file)}`);
    }
  }
  if (failed) {
    console.log(`${failed} page(s) below --min-words ${minWords} / --min-demos ${minDemos}`);
    process.exitCode = 1;
  }
}
