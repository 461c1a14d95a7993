// Fields are built of their parts rather than with TextField, whose select brings the menus, popovers
// and modals a playground never opens (16 KB gzipped more for this template).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import { Fragment, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { Knob, KnobValue, NumberKnob, OptionsKnob, PlaygroundSpec } from '../shared/playground';
import { CodeFrame } from '../markdown/CodeBlock';
import { changedProps, defaultValues, playgroundJsxTokens } from './playground-jsx';

/** Options knobs with at most this many choices are radio buttons; more make a select. */
const RADIO_LIMIT = 4;

const Root = styled('section')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    margin: theme.spacing(3, 0, 4),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    '& .docs-playground-live': {
      display: 'flex',
      justifyContent: 'center',
      padding: theme.spacing(3),
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
      '& > *': { flexGrow: 1, minWidth: 0 },
    },
    '& .docs-playground-knobs': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      gap: theme.spacing(2, 3),
      padding: theme.spacing(2, 3),
    },
    '& .docs-playground-knob': { minWidth: 0 },
    '& .docs-playground-name': { fontFamily: 'inherit', fontWeight: 600, fontSize: '0.875rem', color: palette.text.primary },
    '& .docs-playground-description': { margin: theme.spacing(0.5, 0, 0), fontSize: '0.8125rem', color: palette.text.secondary },
    '& .docs-playground-description code': { fontSize: '0.75rem' },
    '& .docs-playground-code .docs-code': { margin: 0 },
    '& .docs-playground-code pre': { borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`, borderInline: 0, borderBottom: 0 },
  };
});

type DataModule = Record<string, unknown>;

/**
 * The playground component of `Component`, given the writer's data module: every named export is
 * passed as the prop of its name, and the default export, when there is one, wraps the component (a
 * provider it needs, such as the pickers' `LocalizationProvider`). The compiler's generated module
 * calls it, for the server render and for the island alike; the spec comes as the island's props.
 */
export function playgroundOf(Component: ComponentType<Record<string, unknown>>, module: DataModule): ComponentType<{ spec: PlaygroundSpec }> & { dataNames: string[] } {
  // Sorted: a namespace's keys come in another order from esbuild's CommonJS output than from an ES module.
  const dataNames = Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule').sort();
  const data = Object.fromEntries(dataNames.map((name) => [name, module[name]]));
  const Wrapper = typeof module.default === 'function' ? (module.default as ComponentType<{ children: ReactNode }>) : Fragment;
  function BoundPlayground({ spec }: { spec: PlaygroundSpec }) {
    return <Playground spec={spec} Component={Component} Wrapper={Wrapper} data={data} dataNames={dataNames} />;
  }
  return Object.assign(BoundPlayground, { dataNames });
}

/** The live component beside its knobs, and the JSX of the current settings. */
export function Playground({
  spec,
  Component,
  Wrapper = Fragment,
  data,
  dataNames,
}: {
  spec: PlaygroundSpec;
  Component: ComponentType<Record<string, unknown>>;
  Wrapper?: ComponentType<{ children: ReactNode }>;
  data: DataModule;
  dataNames: string[];
}) {
  const [values, setValues] = useState(() => defaultValues(spec.knobs));
  const id = useId();
  const props = Object.fromEntries(changedProps(spec.knobs, values));
  return (
    <Root className="docs-playground" aria-label={spec.labels.region}>
      <div className="docs-playground-live">
        <Wrapper>
          <Component {...data} {...props} />
        </Wrapper>
      </div>
      <div className="docs-playground-knobs">
        {spec.knobs.map((knob) => (
          <div className="docs-playground-knob" key={knob.prop} data-knob={knob.prop}>
            <KnobControl knob={knob} id={`${id}${knob.prop}`} value={values[knob.prop]} unset={spec.labels.unset} onChange={(value) => setValues((current) => ({ ...current, [knob.prop]: value }))} />
          </div>
        ))}
      </div>
      <div className="docs-playground-code" role="region" aria-label={spec.labels.code} aria-live="polite">
        <CodeFrame className="docs-code" tabIndex={-1}>
          <pre tabIndex={0}>
            <code className="hljs language-jsx">
              {playgroundJsxTokens(spec.component, spec.knobs, values, dataNames).map((token, i) => (token.kind ? <span key={i} className={`hljs-${token.kind}`}>{token.text}</span> : token.text))}
            </code>
          </pre>
          {/* The chrome script copies the listing, as it does every code block's. */}
          <button type="button" className="docs-copy" data-copied-label={spec.labels.copied} aria-label={spec.labels.copy}>
            {spec.labels.copy}
          </button>
        </CodeFrame>
      </div>
    </Root>
  );
}

function KnobControl({ knob, id, value, unset, onChange }: { knob: Knob; id: string; value: KnobValue; unset: string; onChange: (value: KnobValue) => void }) {
  const descriptionId = `${id}-description`;
  const described = knob.description ? { 'aria-describedby': descriptionId } : {};
  const name = <code className="docs-playground-name">{knob.prop}</code>;
  const description = knob.description ? (
    <p className="docs-playground-description" id={descriptionId}>
      {inlineMarkdown(knob.description)}
    </p>
  ) : null;
  switch (knob.kind) {
    case 'boolean':
      return (
        <>
          <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: described }} />} label={name} />
          {description}
        </>
      );
    case 'options':
      return <OptionsControl knob={knob} id={id} value={value} unset={unset} onChange={onChange} name={name} description={description} described={described} />;
    case 'number':
      return <NumberControl knob={knob} id={id} value={value} onChange={onChange} name={name} description={description} described={described} />;
    case 'string':
      return (
        <>
          <Field id={id} name={name} shrink={typeof value === 'string'}>
            <OutlinedInput id={id} label={name} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} inputProps={described} />
          </Field>
          {description}
        </>
      );
  }
}

interface ControlProps<K extends Knob> {
  knob: K;
  id: string;
  value: KnobValue;
  onChange: (value: KnobValue) => void;
  name: ReactNode;
  description: ReactNode;
  described: { 'aria-describedby'?: string };
}

/** Choices are told apart by index: a union may mix strings and numbers. "Not set" is the empty choice. */
function OptionsControl({ knob, id, value, unset, onChange, name, description, described }: ControlProps<OptionsKnob> & { unset: string }) {
  const choices = knob.default === undefined ? [undefined, ...knob.options] : knob.options;
  const index = choices.indexOf(value as string | number | undefined);
  const select = (chosen: string) => onChange(choices[Number(chosen)]);
  const label = (choice: string | number | undefined) => (choice === undefined ? unset : String(choice));
  if (choices.length > RADIO_LIMIT) {
    return (
      <>
        <Field id={id} name={name} shrink>
          <NativeSelect id={id} value={String(index)} onChange={(event) => select(event.target.value)} input={<OutlinedInput label={name} />} inputProps={{ id, ...described }}>
            {choices.map((choice, i) => (
              <option key={i} value={String(i)}>
                {label(choice)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {description}
      </>
    );
  }
  return (
    <FormControl component="fieldset" size="small">
      <FormLabel component="legend" id={`${id}-label`}>
        {name}
      </FormLabel>
      <RadioGroup row name={id} value={String(index)} onChange={(event) => select(event.target.value)} aria-labelledby={`${id}-label`} {...described}>
        {choices.map((choice, i) => (
          <FormControlLabel key={i} value={String(i)} control={<Radio size="small" />} label={label(choice)} />
        ))}
      </RadioGroup>
      {description}
    </FormControl>
  );
}

function NumberControl({ knob, id, value, onChange, name, description, described }: ControlProps<NumberKnob>) {
  const number = typeof value === 'number' ? value : undefined;
  const ranged = knob.min !== undefined && knob.max !== undefined;
  return (
    <>
      {/* Shrunk: an unset number is empty, and the prop's name must not sit where a value is typed. */}
      <Field id={id} name={name} shrink>
        <OutlinedInput
          id={id}
          type="number"
          label={name}
          value={number ?? ''}
          onChange={(event) => onChange(event.target.value === '' || Number.isNaN(Number(event.target.value)) ? undefined : Number(event.target.value))}
          inputProps={{ min: knob.min, max: knob.max, step: knob.step, ...described }}
        />
      </Field>
      {ranged ? (
        <Slider
          size="small"
          min={knob.min}
          max={knob.max}
          step={knob.step ?? 1}
          value={number ?? knob.min!}
          onChange={(_, next) => onChange(next as number)}
          slotProps={{ input: { 'aria-labelledby': `${id}-label`, ...described } }}
        />
      ) : null}
      {description}
    </>
  );
}

/** An outlined field with the prop's name as its label (`${id}-label`, which a slider is named by too). */
function Field({ id, name, shrink, children }: { id: string; name: ReactNode; shrink: boolean; children: ReactNode }) {
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={`${id}-label`} htmlFor={id} shrink={shrink || undefined}>
        {name}
      </InputLabel>
      {children}
    </FormControl>
  );
}

/**
 * A JSDoc summary's inline markdown as React nodes: code spans as code; links and MUI's `[[Type]]`
 * references as their text (a knob's description links nowhere; the API page does).
 */
export function inlineMarkdown(text: string): ReactNode[] {
  const plain = text.replace(/\[\[([^\]]+)\]\]/g, '$1').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  return plain.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : part));
}
