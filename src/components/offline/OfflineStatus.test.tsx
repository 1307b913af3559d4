import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineStatus } from './OfflineStatus';

beforeAll(() => {
  // jsdom has no matchMedia; Mantine reads it for the colour scheme.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
});

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function renderWith(queryClient: QueryClient, ui: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe('OfflineStatus', () => {
  it('says how old the saved data is while offline', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['work-orders'], [], { updatedAt: Date.now() - 12 * 60_000 - 5_000 });
    act(() => onlineManager.setOnline(false));

    renderWith(queryClient, <OfflineStatus />);
    expect(
      screen.getAllByRole('status', { name: 'Offline · data from 12 minutes ago' }).length,
    ).toBeGreaterThan(0);
  });

  it('follows the connection as it comes back', () => {
    act(() => onlineManager.setOnline(false));
    renderWith(new QueryClient(), <OfflineStatus />);
    expect(screen.getAllByRole('status', { name: 'Offline · no saved data' }).length).toBeGreaterThan(0);

    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status', { name: 'Online' })).toBeInTheDocument();
  });
});
