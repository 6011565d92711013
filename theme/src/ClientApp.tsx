import { useMemo, useSyncExternalStore } from 'react';
import { App } from './App';
import type { Router } from './navigation/router';

/** The app driven by the SPA router's snapshots. */
export function ClientApp({ router }: { router: Router }) {
  const snapshot = useSyncExternalStore(router.subscribe, router.getSnapshot, router.getSnapshot);
  const navigation = useMemo(() => ({ navigate: router.navigate, retry: router.retry, snapshot }), [router, snapshot]);
  return <App navigation={navigation} />;
}
