import { createContext, useContext, useRef, type ReactNode } from 'react';
import { outsideProviderError } from '../data/outsideProvider';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect';
import type { Navigation } from './state';
import { scrollToHash, scrollToTop } from './scroll';

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider(props: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={props.value}>{props.children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw outsideProviderError('useNavigation', 'NavigationProvider');
  return navigation;
}

/** Applies the scroll request of each rendered navigation (hash target, top, or a restored position). */
export function ScrollManager() {
  const { snapshot } = useNavigation();
  const handled = useRef(snapshot.commit);
  useIsomorphicLayoutEffect(() => {
    if (snapshot.commit === handled.current) return;
    handled.current = snapshot.commit;
    const request = snapshot.scroll;
    if (request.kind === 'position') scrollToTop(request.top, false);
    else if (request.kind === 'hash' && !scrollToHash(request.hash, request.smooth)) scrollToTop(0, request.smooth);
  }, [snapshot.commit, snapshot.scroll]);
  return null;
}
