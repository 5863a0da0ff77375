import { Component, type ReactNode } from 'react';

interface Props {
  /** A new key (another page, or a retry) clears a caught error. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Third layer of remote-failure handling: a remote page that throws while rendering stays inside its box. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote page failed while rendering', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
