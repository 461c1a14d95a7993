import type { RequestedProp } from './playground-knobs';

/** The options a playground embed takes. */
export const PLAYGROUND_OPTIONS = new Set(['playground', 'props', 'data']);

/** A playground embed as the writer wrote it: `{{"playground": "BarChart", "props": […], "data": "./data.ts"}}`. */
export interface PlaygroundEmbed {
  component: string;
  props: RequestedProp[];
  /** The data module, relative to the page. */
  data: string;
}

export interface EmbedProblem {
  code: 'embed-playground';
  message: string;
  hint: string;
}

const EXAMPLE = '{{"playground": "BarChart", "props": ["layout", {"name": "borderRadius", "min": 0, "max": 24}], "data": "./playgroundData.ts"}}';

/**
 * Reads a playground embed's options. `text` is the embed's line and `at` where it starts: each prop
 * is located at its name in the line, so an error about it points there.
 */
export function readPlaygroundEmbed(options: Record<string, unknown>, text: string, at: { line: number; column: number }): PlaygroundEmbed | EmbedProblem {
  const problem = (message: string, hint = `Write it as ${EXAMPLE}`): EmbedProblem => ({ code: 'embed-playground', message, hint });
  const component = options.playground;
  if (typeof component !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(component)) return problem(`"playground" must name a component, such as "BarChart".`);
  if (!Array.isArray(options.props) || options.props.length === 0) return problem(`The ${component} playground needs "props": the props to make knobs for.`);
  if (typeof options.data !== 'string' || !/\.(tsx?|jsx?)$/.test(options.data)) {
    return problem(`"data" must name the module, next to the page, that exports the ${component} props knobs cannot make (series, rows, items).`, 'Write "data": "./playgroundData.ts" and export the props from it by name.');
  }
  const props: RequestedProp[] = [];
  let searchFrom = text.indexOf('"props"');
  for (const entry of options.props as unknown[]) {
    const written = typeof entry === 'string' ? { name: entry } : entry;
    if (typeof written !== 'object' || written === null || typeof (written as { name?: unknown }).name !== 'string') {
      return problem('Each of "props" is a prop name, or an object with its "name" and a number range ("min", "max", "step").');
    }
    const { name, ...range } = written as { name: string } & Record<string, unknown>;
    const unknown = Object.keys(range).find((key) => !['min', 'max', 'step'].includes(key) || typeof range[key] !== 'number');
    if (unknown) return problem(`"${unknown}" of prop "${name}" must be one of "min", "max" and "step", with a number.`);
    if (props.some((p) => p.name === name)) return problem(`The prop "${name}" is listed twice.`, 'List each prop once.');
    const offset = text.indexOf(JSON.stringify(name), searchFrom);
    if (offset >= 0) searchFrom = offset;
    props.push({ name, line: at.line, column: at.column + Math.max(offset, 0), ...(range as { min?: number; max?: number; step?: number }) });
  }
  return { component, props, data: options.data };
}
