import { Component, type ReactNode } from 'react';
import { LoadError } from '.';

interface Props {
  children: ReactNode;
  /** Called by Retry, after the boundary has reset: load the failed chunk again. */
  onRetry: () => void;
}

/** Catches a failed lazy chunk (e.g. the search dialog on a dropped connection): red box + Retry. */
export class LoadBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private retry = () => {
    this.setState({ error: undefined });
    this.props.onRetry();
  };

  render() {
    if (this.state.error) return <LoadError message={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
