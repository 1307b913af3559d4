import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigSchema, type ClientConfig } from '../domain/client-config';

/** Used until the server answers, and offline before the first answer was ever cached. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

export const clientConfigKeys = { all: ['clientConfig'] as const };

/** GET /api/config: public settings of the server (map tiles). */
export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const env = import.meta.env as Record<string, string | undefined>;
  const response = await fetch(`${env.VITE_API_ROOT ?? '/api'}/config`, { signal });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as { data: unknown };
  return clientConfigSchema.parse(body.data);
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigKeys.all,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The server's public configuration; the defaults until it has answered once. */
export function useClientConfig(): ClientConfig {
  return useQuery(clientConfigQueryOptions()).data ?? DEFAULT_CLIENT_CONFIG;
}
