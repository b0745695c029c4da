import { Component, type ReactNode } from 'react';

/**
 * Around a widget's lazy parts: a piece that cannot load (the network dropped just then) shows nothing and is
 * tried again next time, instead of taking the page down with it.
 */
export class QuietBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: unknown }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.warn('notices: a part could not be shown', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
