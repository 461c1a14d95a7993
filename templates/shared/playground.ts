/** What every knob of a props playground has: the prop it sets and the prop's JSDoc summary. */
interface KnobBase {
  prop: string;
  /** The first paragraph of the prop's JSDoc, as markdown (inline code, links); may be empty. */
  description: string;
}

/** A `boolean` prop: a switch. Off when the declarations state no default. */
export interface BooleanKnob extends KnobBase {
  kind: 'boolean';
  default: boolean;
}

/** A union of string or number literals: radio buttons, or a select when there are many. */
export interface OptionsKnob extends KnobBase {
  kind: 'options';
  options: (string | number)[];
  /** Absent when the declarations state none: the component's own behaviour, shown as "not set". */
  default?: string | number;
}

/** A `number` prop: a number field, with a slider when a range is given. */
export interface NumberKnob extends KnobBase {
  kind: 'number';
  default?: number;
  min?: number;
  max?: number;
  step?: number;
}

/** A `string` prop: a text field. */
export interface StringKnob extends KnobBase {
  kind: 'string';
  default?: string;
}

export type Knob = BooleanKnob | OptionsKnob | NumberKnob | StringKnob;

/** A knob's value; undefined leaves the prop unset. */
export type KnobValue = boolean | string | number | undefined;

/** Everything a playground island is given, by the server render and again at hydration. */
export interface PlaygroundSpec {
  /** The component's name, as written in JSX. */
  component: string;
  knobs: Knob[];
  labels: PlaygroundLabels;
}

export interface PlaygroundLabels {
  /** The region's name, e.g. "BarChart playground". */
  region: string;
  /** The name of the listing's region, e.g. "BarChart JSX". */
  code: string;
  copy: string;
  copied: string;
  /** The choice of an options knob that leaves the prop unset. */
  unset: string;
}
