import { Component, type ReactNode } from 'react';
import type { NavbarItem } from '../../data/types';
import { errorChain } from '../ErrorBoundary/errorChain';

interface Props {
  item: NavbarItem;
  children: ReactNode;
  /** A change (the route) renders the item again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** How a navbar item is named in messages: its label, else its type. */
export function navbarItemName(item: NavbarItem): string {
  return item.label ?? String((item as { type: unknown }).type);
}

/**
 * Around each navbar item, in the browser: an item that fails to render is logged (SPEC §8,
 * "navbar item failed to render") and left out, instead of crashing the whole page. On the
 * server there is no boundary: the error stops the build and names the route.
 */
export class NavbarItemErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failed: false };
  }

  componentDidCatch(error: unknown): void {
    console.error(
      `The navbar item "${navbarItemName(this.props.item)}" failed to render and is left out: ${errorChain(error).join(': ')}\n` +
        `Check the item in [[navbar.items]] of site/ampere.toml (${JSON.stringify(this.props.item)}).`,
      error,
    );
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
