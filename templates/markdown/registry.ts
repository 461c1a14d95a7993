import type { ComponentType } from 'react';
import { ComponentLinkHeader } from './ComponentLinkHeader';

/** Components that `{{"component": "Name"}}` may embed. */
export const embeddableComponents: Record<string, ComponentType> = {
  ComponentLinkHeader,
};
