import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Contains a crashing demo: the reader sees what broke, and the rest of the page keeps working. */
export class DemoErrorBoundary extends Component<{ name: string; crashedLabel?: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Demo ${this.props.name} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="docs-demo-error">
          <strong>{this.props.crashedLabel ?? 'This demo crashed.'}</strong> {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
