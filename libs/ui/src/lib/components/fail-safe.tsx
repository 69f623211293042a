import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of its children once they throw (a lazy chunk that fails to load, a
 * map without WebGL): an optional part of a page fails on its own, the page stays.
 */
export class FailSafe extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
