import './styles/global.css';
import { ColorModeProvider } from './colorMode/context';
import { DataProvider } from './data/context';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/Layout';
import { NavigationProvider } from './navigation/context';
import type { Navigation } from './navigation/state';

/** The whole app; identical markup on the server and at hydration for the same snapshot. */
export function App({ navigation }: { navigation: Navigation }) {
  const { page, locale } = navigation.snapshot;
  return (
    <DataProvider page={page} locale={locale}>
      <NavigationProvider value={navigation}>
        <ColorModeProvider config={locale.colorMode}>
          <ErrorBoundary resetKey={page.route}>
            <Layout />
          </ErrorBoundary>
        </ColorModeProvider>
      </NavigationProvider>
    </DataProvider>
  );
}
