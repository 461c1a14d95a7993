import { embeddableComponents } from './registry';

/** Renders a registered component by name; the compiler has already rejected unknown names. */
export function EmbeddedComponent({ name }: { name?: string }) {
  const Component = name ? embeddableComponents[name] : undefined;
  return Component ? <Component /> : null;
}
