import { useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { createClient } from './lib/client';
import { SessionContext } from './lib/context';
import { storedKey, storeKey } from './lib/session';
import { KeyScreen } from './components/KeyScreen';
import { Layout } from './components/Layout';
import { BrandList } from './brands/BrandList';
import { BrandPage } from './brands/BrandPage';
import { WritePage } from './write/WritePage';
import { CheckPage } from './check/CheckPage';
import { NotFound } from './components/NotFound';
import { SettingsPage } from './settings/SettingsPage';
import { ExportPage } from './export/ExportPage';
import { ContactsPage } from './contacts/ContactsPage';
import { PreviewPage } from './preview/PreviewPage';

export function App() {
  const [key, setKey] = useState<string | null>(() => storedKey());
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } } }),
    [key],
  );
  const session = useMemo(
    () =>
      key
        ? {
            client: createClient(key),
            signOut: () => {
              storeKey(null);
              setKey(null);
            },
          }
        : null,
    [key],
  );
  if (!session) {
    return (
      <KeyScreen
        onKey={(value) => {
          storeKey(value);
          setKey(value);
        }}
      />
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        {/* Hash routes: the server serves one page at /, and /v1, /docs and /assets stay the API's. */}
        <Router hook={useHashLocation}>
          <Layout>
            <Switch>
              <Route path="/" component={BrandList} />
              <Route path="/brands/:projectId" component={BrandPage} />
              <Route path="/write/:projectId/:conversationId?" component={WritePage} />
              <Route path="/write" component={WritePage} />
              <Route path="/check/:conversationId" component={CheckPage} />
              <Route path="/check" component={CheckPage} />
              <Route path="/preview/:conversationId" component={PreviewPage} />
              <Route path="/preview" component={PreviewPage} />
              <Route path="/export/:conversationId" component={ExportPage} />
              <Route path="/export" component={ExportPage} />
              <Route path="/contacts" component={ContactsPage} />
              <Route path="/settings" component={SettingsPage} />
              <Route component={NotFound} />
            </Switch>
          </Layout>
        </Router>
      </QueryClientProvider>
    </SessionContext.Provider>
  );
}
