import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

interface Props {
  children: ReactNode;
  /** A change (the route) clears a crash. */
  resetKey?: string;
}

interface State {
  error: unknown;
  crashed: boolean;
  resetKey?: string;
}

/** Catches render errors in the browser and shows the crash screen; Try again renders again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, crashed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, crashed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: undefined, crashed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('ampere: a page crashed', error, info.componentStack);
  }

  private tryAgain = () => this.setState({ error: undefined, crashed: false });

  render() {
    if (this.state.crashed) return <CrashScreen error={this.state.error} onTryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
