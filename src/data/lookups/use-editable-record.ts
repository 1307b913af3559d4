import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A saved record about to be edited. Online, it is asked for again whenever the screen opens and held back
 * until that answer arrives, so the form starts from the server's current version rather than from a copy
 * kept on the device (a form filled from an old copy would only end in a version conflict). Offline, or
 * when asking fails, the kept copy is used.
 */
export function useEditableRecord<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>) {
  const query = useQuery({ ...options, refetchOnMount: 'always' });
  const waiting = query.fetchStatus === 'fetching' && !query.isFetchedAfterMount;
  return { query, record: waiting ? undefined : query.data };
}
