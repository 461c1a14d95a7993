import type { ApiProp } from '../../templates/shared/api';
import type { Knob } from '../../templates/shared/playground';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

/** A prop the writer asked a knob for, where the embed names it, with the range they gave a number. */
export interface RequestedProp {
  name: string;
  line: number;
  column: number;
  min?: number;
  max?: number;
  step?: number;
}

/** What a playground needs of a component's API page. */
export interface PlaygroundApi {
  name: string;
  /** The package that defines it; the playground imports it from there. */
  packageName: string;
  props: ApiProp[];
}

/**
 * The knobs for `requested` props of `api`, from each prop's declared type: boolean → switch, a union
 * of string or number literals → options, number → number field (a slider with a range), string →
 * text field. A prop the component lacks, of another type, or given a range it cannot take is a
 * located error, and gets no knob.
 */
export function playgroundKnobs(api: PlaygroundApi, requested: readonly RequestedProp[], file: string): { knobs: Knob[]; diagnostics: Diagnostic[] } {
  const knobs: Knob[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const want of requested) {
    const prop = api.props.find((p) => p.name === want.name);
    if (!prop) {
      diagnostics.push(diagnostic('playground-prop-unknown', 'error', file, want, `${api.name} has no prop "${want.name}".`, `Name one of its props: ${closest(want.name, api.props.map((p) => p.name))}.`));
      continue;
    }
    const knob = knobOf(prop);
    if (!knob) {
      diagnostics.push(
        diagnostic(
          'playground-prop-type',
          'error',
          file,
          want,
          `Prop "${prop.name}" of ${api.name} has the type ${prop.type}, which no knob can set.`,
          `Knobs set boolean, string, number and literal-union props. Remove "${prop.name}" from "props"; to pass a value of your own, export it as ${prop.name} from the data module.`,
        ),
      );
      continue;
    }
    const ranged = withRange(knob, want, api.name, file);
    if ('code' in ranged) diagnostics.push(ranged);
    else knobs.push(ranged);
  }
  return { knobs, diagnostics };
}

/** The knob a prop's type gives, with the declarations' default; undefined for another type. */
export function knobOf(prop: ApiProp): Knob | undefined {
  const base = { prop: prop.name, description: jsdocSummary(prop.description) };
  const stated = prop.default === undefined ? undefined : declaredDefault(prop.default);
  if (prop.literals?.length) {
    return { ...base, kind: 'options', options: prop.literals, ...(stated !== undefined && prop.literals.includes(stated as string | number) ? { default: stated as string | number } : {}) };
  }
  switch (prop.type) {
    case 'boolean':
      // An absent boolean prop reads as false.
      return { ...base, kind: 'boolean', default: stated === true };
    case 'number':
      return { ...base, kind: 'number', ...(typeof stated === 'number' ? { default: stated } : {}) };
    case 'string':
      return { ...base, kind: 'string', ...(typeof stated === 'string' ? { default: stated } : {}) };
    default:
      return undefined;
  }
}

/**
 * A `@default` as a value when it is a literal (`false`, `12`, `'vertical'`, `"standard"`); undefined
 * for prose and expressions (`` `true` for desktop… ``, `12px`, `{}`), which a knob cannot start from.
 */
export function declaredDefault(text: string): boolean | number | string | undefined {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  const quoted = value.match(/^'([^'\\]*)'$|^"([^"\\]*)"$/);
  return quoted ? (quoted[1] ?? quoted[2]) : undefined;
}

/**
 * The summary a prop's JSDoc opens with, as the API page's table shows it first: its first paragraph,
 * up to a list (MUI lists each value of a union under a lead-in line, too long for a knob).
 */
export function jsdocSummary(description: string): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0] ?? '';
  const lines = paragraph.split('\n');
  const list = lines.findIndex((line) => /^\s*([-*]|\d+\.)\s/.test(line));
  return (list > 0 ? lines.slice(0, list) : lines).join(' ').replace(/\s+/g, ' ').trim();
}

function withRange(knob: Knob, want: RequestedProp, component: string, file: string): Knob | Diagnostic {
  const range = { ...(want.min !== undefined ? { min: want.min } : {}), ...(want.max !== undefined ? { max: want.max } : {}), ...(want.step !== undefined ? { step: want.step } : {}) };
  if (!Object.keys(range).length) return knob;
  if (knob.kind !== 'number') {
    return diagnostic('playground-range-type', 'error', file, want, `"${want.name}" of ${component} is not a number; only a number prop takes "min", "max" and "step".`, `Write "${want.name}" alone: {"props": ["${want.name}"]}.`);
  }
  if ((range.min !== undefined && range.max !== undefined && range.min >= range.max) || (range.step !== undefined && range.step <= 0)) {
    return diagnostic('playground-range', 'error', file, want, `The range of "${want.name}" is empty: "min" must be below "max" and "step" above 0.`, `Write for instance {"name": "${want.name}", "min": 0, "max": 24, "step": 1}.`);
  }
  return { ...knob, ...range };
}

/** The names nearest to `name` (sharing its start or containing it), else the first few. */
function closest(name: string, names: string[]): string {
  const lower = name.toLowerCase();
  const near = names.filter((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase()) || n.slice(0, 3).toLowerCase() === lower.slice(0, 3));
  return (near.length ? near : names).slice(0, 6).join(', ');
}
