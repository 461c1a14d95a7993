import type { RequestedProp } from './playground-knobs';

/** A demo, props playground or component a page embeds, as the markdown's embed stage found it. */
export interface EmbeddedDemo {
  name: string;
  key: string;
  files: { variant: 'system' | 'tailwind' | 'css'; file: string }[];
  line: number;
  /** Rendered in an iframe with its own document and emotion cache. */
  iframe: boolean;
  /** A props playground: its component and the props to make knobs for; `files` holds its data module. */
  playground?: { component: string; props: RequestedProp[]; at: { file: string; line: number; column: number } };
  /** A component embed's file (see `componentFilesOf`), rendered bare with these props: the embed's other keys. */
  component?: { props: Record<string, unknown>; at: { file: string; line: number; column: number } };
}
