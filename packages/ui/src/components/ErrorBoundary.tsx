import { Component, type ReactNode } from 'react';

/** Keeps a failure inside one part of the page: the part shows `fallback`, the rest goes on working. */
export class ErrorBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.name} failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
