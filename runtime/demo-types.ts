import type { ComponentType } from 'react';

/** What a demo's chunk exports: the component and the modules it imports. */
export interface DemoModule {
  default: ComponentType;
  imports: Record<string, unknown>;
}

/** A hydrated demo, as the toolbar and the editor drive it. */
export interface DemoHandle {
  /** Modules the demo imports, for running edited code against the same instances. */
  imports: Record<string, unknown>;
  reset(): void;
  run(Component: ComponentType): void;
}
