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
  /** Settles once the hydration has committed and the demo's effects (its own listeners) have run. */
  committed: Promise<void>;
  reset(): void;
  run(Component: ComponentType): void;
}
