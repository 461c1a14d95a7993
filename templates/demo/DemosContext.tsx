import { createContext, useContext } from 'react';
import type { DemoData } from '../shared/demo';

/** The page's prepared demos, by name. */
export const DemosContext = createContext<ReadonlyMap<string, DemoData>>(new Map());

export function useDemo(name: string | undefined): DemoData | undefined {
  return useContext(DemosContext).get(name ?? '');
}
