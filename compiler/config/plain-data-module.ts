/**
 * Whether esbuild's bundle of a site module (`site.config.ts`, `pages.ts`) is plain data: `var`
 * declarations of literals (objects, arrays, strings, numbers, `true`, `false`, `null`) and of
 * names declared before them, then `export { name as default }`. Such a module runs no code: it can
 * neither loop nor wait, so it needs no probe thread (see `EvaluationProbe`) before it is imported.
 *
 * Anything else is not plain data: a call, an operator, a template, a spread, a computed key, a
 * getter, an import. The grammar is a whitelist of what esbuild prints for literal data, and a
 * token it does not know ends the walk with `false`: a module misjudged here is only probed.
 */
export function isPlainDataModule(code: string): boolean {
  try {
    return walk(code);
  } catch {
    // Literals nested deeper than the stack goes: probed, as any other module.
    return false;
  }
}

function walk(code: string): boolean {
  const tokens = tokenize(code);
  if (!tokens) return false;
  const declared = new Set<string>();
  let at = 0;
  const take = (expected?: string): string | undefined => {
    const token = tokens[at];
    if (token === undefined || (expected !== undefined && token !== expected)) return undefined;
    at += 1;
    return token;
  };
  const name = (): string | undefined => (IDENTIFIER.test(tokens[at] ?? '') && !RESERVED.has(tokens[at]!) ? take() : undefined);

  const value = (): boolean => {
    const token = tokens[at];
    if (token === '{') return list('}', property);
    if (token === '[') return list(']', value);
    if (token !== undefined && (LITERAL.test(token) || CONSTANTS.has(token) || declared.has(token))) return take() !== undefined;
    return false;
  };
  const property = (): boolean => {
    const key = tokens[at];
    if (key === undefined || !(IDENTIFIER.test(key) || LITERAL.test(key))) return false;
    take();
    // `{ name }`, shorthand for a name declared before.
    if (tokens[at] === ',' || tokens[at] === '}') return declared.has(key);
    return take(':') !== undefined && value();
  };
  const list = (close: string, item: () => boolean): boolean => {
    take();
    while (tokens[at] !== close) {
      if (!item()) return false;
      if (take(',') === undefined && tokens[at] !== close) return false;
    }
    return take(close) !== undefined;
  };

  while (take('var') !== undefined) {
    const declaredName = name();
    if (declaredName === undefined || take('=') === undefined || !value() || take(';') === undefined) return false;
    declared.add(declaredName);
  }
  if (take('export') === undefined || take('{') === undefined) return false;
  const exported = name();
  if (exported === undefined || !declared.has(exported) || take('as') === undefined || take('default') === undefined || take('}') === undefined) return false;
  return take(';') !== undefined && at === tokens.length;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A string or a decimal number, as esbuild prints them. */
const LITERAL = /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;
const CONSTANTS = new Set(['true', 'false', 'null']);
/** Names a declaration may not take, nor a value name: a reference to one of these is not data. */
const RESERVED = new Set(['var', 'let', 'const', 'export', 'default', 'as', 'true', 'false', 'null', 'undefined', 'this', 'new', 'await', 'yield', 'function', 'class']);

const TOKEN = /\s+|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w$.])|[A-Za-z_$][\w$]*|[{}[\],:;=]/y;

/** The code's tokens, comments and white space left out; undefined at a character none of them starts with. */
function tokenize(code: string): string[] | undefined {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < code.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(code);
    if (!match || TOKEN.lastIndex === start) return undefined;
    const token = match[0];
    if (!/^\s/.test(token) && !token.startsWith('//')) tokens.push(token);
  }
  return tokens;
}
