import { RouterProvider } from 'react-router-dom';
import { registerRefreshNotices, registerRefreshPreflight } from '../api/token-refresh';
import { MESSAGES } from '../domain/messages';
import { toastError, toastSuccess } from '../notices/toast';
import { OfflineProvider } from './OfflineProvider';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

const router = createAppRouter();

// The service worker may have rotated the session while replaying writes; the page adopts that session
// before spending its own refresh token, which the server would otherwise treat as reuse.
// The mirror lives in IndexedDB (Dexie), loaded only when a refresh needs it.
registerRefreshPreflight(async () => (await import('../offline/session-mirror')).adoptMirroredSession());
registerRefreshNotices({
  refreshed: () => toastSuccess(MESSAGES.tokenRefreshed),
  failed: () => toastError(MESSAGES.tokenRefreshFailed),
});

/** The console: the offline layer owns the (persisted) query cache; providers and router sit inside it. */
export function App() {
  return (
    <OfflineProvider>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </OfflineProvider>
  );
}
