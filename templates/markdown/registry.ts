import type { ComponentType } from 'react';
import { ComponentLinkHeader } from './ComponentLinkHeader';
import type { EmbeddableComponentName } from './embeddable-names';

/** Components that `{{"component": "Name"}}` may embed: one for each of `EMBEDDABLE_COMPONENT_NAMES`. */
export const embeddableComponents: Record<string, ComponentType> & Record<EmbeddableComponentName, ComponentType> = {
  ComponentLinkHeader,
};
