import { RouterProvider } from 'react-router-dom';
import { registerRefreshNotices, registerRefreshPreflight } from '../api/token-refresh';
import { MESSAGES } from '../domain/messages';
import { toastError, toastSuccess } from '../notices/toast';
import { CenteredLoader } from '../components/PageState';
import { OfflineProvider, useOfflineRestored } from './OfflineProvider';
import { AppProviders } from './AppProviders';
import { createAppRouter, prefetchStartScreenData } from './router';

const router = createAppRouter();

// The service worker may have rotated the session while replaying writes; the page adopts that session
// before spending its own refresh token, which the server would otherwise treat as reuse.
// The mirror lives in IndexedDB (Dexie), loaded only when a refresh needs it.
registerRefreshPreflight(async () => (await import('../offline/session-mirror')).adoptMirroredSession());
registerRefreshNotices({
  refreshed: () => toastSuccess(MESSAGES.tokenRefreshed),
  failed: () => toastError(MESSAGES.tokenRefreshFailed),
});

/** The router once the offline copy is restored; until then, the loader the shell's own loading shows. */
function Console() {
  if (!useOfflineRestored()) return <CenteredLoader fullScreen label="Loading the console" />;
  return <RouterProvider router={router} />;
}

/** The console: the offline layer owns the (persisted) query cache; providers and router sit inside it. */
export function App() {
  return (
    <OfflineProvider prefetchStart={prefetchStartScreenData}>
      <AppProviders>
        <Console />
      </AppProviders>
    </OfflineProvider>
  );
}
