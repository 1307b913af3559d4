import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { offlineLabel, unreachableLabel } from '../../../offline/data-age';
import { useConnectivity, useDataFetchedAt, useNow, useOnline } from '../../../offline/use-data-age';

/**
 * Offline, how old the dashboard's figures are (the oldest data on screen), as the header says it, where the
 * figures are: a supervisor reading a number should not have to look up to know it may be out of date.
 */
export function DashboardAge() {
  const online = useOnline();
  const connectivity = useConnectivity();
  const fetchedAt = useDataFetchedAt();
  const now = useNow();
  if (online) return null;
  const label =
    connectivity === 'unreachable' ? unreachableLabel(fetchedAt, now) : offlineLabel(fetchedAt, now);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCloudOff size={20} aria-hidden />}
      data-testid="dashboard-age"
    >
      {`${label}. These are the last figures loaded here; widgets are added and removed online.`}
    </Alert>
  );
}
