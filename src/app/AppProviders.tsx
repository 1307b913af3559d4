import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSessionChange } from '../api/session';
import { AppearanceContext, applyAppearance, readAppearance, type Appearance } from './appearance';
import { outdoorTheme, outdoorVariables } from './outdoor-theme';
import { ToastHost } from './ToastHost';
import { theme, themeVariables } from './theme';
import { ModalsHost } from './ModalsHost';

interface AppProvidersProps {
  children: ReactNode;
  /**
   * The query cache to provide. Leave it out when an outer provider already supplies one (the offline layer's
   * OfflineProvider, which owns and persists the cache).
   */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests in jsdom. */
  env?: MantineProviderProps['env'];
}

/** Cached data belongs to the user who fetched it: signing out (or a refused refresh) drops all of it. */
function ClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChange((session) => {
        if (!session) queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}

/**
 * Theme, toasts, the query cache and modals (inside it, so modal content can query) around the router. Toasts
 * and modals load their code when first needed (ToastHost, ModalsHost), not with the first screen.
 */
export function AppProviders({ children, queryClient, env }: AppProvidersProps) {
  // Read before the first render, and marked on the document before the first paint: nothing flashes.
  const [appearance, setAppearance] = useState<Appearance>(readAppearance);
  useLayoutEffect(() => applyAppearance(appearance), [appearance]);
  const choice = useMemo(() => ({ appearance, setAppearance }), [appearance]);
  const outdoor = appearance === 'outdoor';
  const withCache = (
    <>
      <ClearCacheOnSignOut />
      <ModalsHost />
      {children}
    </>
  );
  return (
    <AppearanceContext value={choice}>
      <MantineProvider
        theme={outdoor ? outdoorTheme : theme}
        cssVariablesResolver={outdoor ? outdoorVariables : themeVariables}
        env={env}
      >
        <ToastHost />
        {queryClient ? (
          <QueryClientProvider client={queryClient}>{withCache}</QueryClientProvider>
        ) : (
          withCache
        )}
      </MantineProvider>
    </AppearanceContext>
  );
}
