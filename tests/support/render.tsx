import './dom-polyfills';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, MemoryRouter, type RouteObject } from 'react-router-dom';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../../src/app/AppProviders';
import { APP_ROUTES } from '../../src/app/routes';
import { RouteTableContext } from '../../src/navigation/navigation';
import { createQueryClient } from '../../src/offline/query-client';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own unmount between tests.
afterEach(() => cleanup());

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the component is rendered at. */
  route?: string;
  queryClient?: QueryClient;
}

/** A client that never retries, so a failing request fails the test at once instead of after back-off. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
    mutations: { retry: false },
  });
  return client;
}

/** Renders `ui` with the console's real providers (theme, toasts, modals, query cache) inside a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient, ...options }: ProviderOptions = {},
) {
  const client = queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={client} env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** The route table the app's router provides to its screens (view tabs, links to screens that exist). */
const ROUTE_TABLE = APP_ROUTES;

/**
 * Renders a route tree (the app's own, or a test's) at `route`, as the real RouterProvider does, with the
 * app's route table around it as the router provides it.
 */
export function renderRoutes(routes: RouteObject[], { route = '/', queryClient }: ProviderOptions = {}) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={client} env="test">
      <RouteTableContext value={ROUTE_TABLE}>
        <RouterProvider router={router} />
      </RouteTableContext>
    </AppProviders>,
  );
  return { router, queryClient: client, ...result };
}
