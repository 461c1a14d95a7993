/**
 * The components that `{{"component": "Name"}}` may embed, by name: what the compiler checks pages
 * against, without loading the components themselves (React and Material UI) in the main thread.
 */
export const EMBEDDABLE_COMPONENT_NAMES = ['ComponentLinkHeader'] as const;

export type EmbeddableComponentName = (typeof EMBEDDABLE_COMPONENT_NAMES)[number];
