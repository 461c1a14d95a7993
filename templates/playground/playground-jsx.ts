import type { Knob, KnobValue } from '../shared/playground';

/** The width our demos' code is formatted to (Prettier's `printWidth`). */
const PRINT_WIDTH = 80;

/** A piece of the listing, with the highlight.js class our build-time highlighter gives it (`hljs-attr`…). */
export interface JsxToken {
  text: string;
  kind?: 'name' | 'attr' | 'string' | 'number' | 'literal' | 'variable';
}

/** The knob values that differ from the knobs' defaults, in the knobs' order: the props the listing shows. */
export function changedProps(knobs: readonly Knob[], values: Readonly<Record<string, KnobValue>>): [string, Exclude<KnobValue, undefined>][] {
  return knobs.flatMap((knob) => {
    const value = values[knob.prop];
    return value === undefined || value === knob.default ? [] : [[knob.prop, value] as [string, Exclude<KnobValue, undefined>]];
  });
}

/**
 * The JSX of the component with the props that differ from their defaults, then the data props by
 * name, formatted as Prettier formats our demos: on one line when it fits, else one prop a line.
 */
export function playgroundJsxTokens(component: string, knobs: readonly Knob[], values: Readonly<Record<string, KnobValue>>, data: readonly string[]): JsxToken[] {
  const attributes = [...changedProps(knobs, values).map(([prop, value]) => attribute(prop, value)), ...data.map((name): JsxToken[] => [{ text: name, kind: 'attr' }, { text: '={' }, { text: name, kind: 'variable' }, { text: '}' }])];
  const open: JsxToken[] = [{ text: '<' }, { text: component, kind: 'name' }];
  if (!attributes.length) return [...open, { text: ' />' }];
  const width = attributes.reduce((n, tokens) => n + 1 + textOf(tokens).length, `<${component} />`.length);
  const separator = width <= PRINT_WIDTH ? ' ' : '\n  ';
  return [...open, ...attributes.flatMap((tokens) => [{ text: separator }, ...tokens]), { text: width <= PRINT_WIDTH ? ' />' : '\n/>' }];
}

/** The listing as text: what the copy button puts on the clipboard. */
export function playgroundJsx(component: string, knobs: readonly Knob[], values: Readonly<Record<string, KnobValue>>, data: readonly string[]): string {
  return textOf(playgroundJsxTokens(component, knobs, values, data));
}

function textOf(tokens: readonly JsxToken[]): string {
  return tokens.map((t) => t.text).join('');
}

function attribute(prop: string, value: Exclude<KnobValue, undefined>): JsxToken[] {
  const name: JsxToken = { text: prop, kind: 'attr' };
  if (value === true) return [name];
  if (typeof value === 'string' && !/["\\\n]/.test(value)) return [name, { text: '=' }, { text: `"${value}"`, kind: 'string' }];
  const expression: JsxToken = typeof value === 'string' ? { text: JSON.stringify(value), kind: 'string' } : { text: String(value), kind: typeof value === 'number' ? 'number' : 'literal' };
  return [name, { text: '={' }, expression, { text: '}' }];
}

/** Each knob at its default: the values the server renders with. */
export function defaultValues(knobs: readonly Knob[]): Record<string, KnobValue> {
  return Object.fromEntries(knobs.map((knob) => [knob.prop, knob.default]));
}
