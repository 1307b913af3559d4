import { Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { NotOnDeviceNotice } from '../../../../components/PageState';
import { MAP_MESSAGES } from '../../../../domain/messages';
import { formatAge } from '../../../../offline/data-age';
import { useNow, useOnline } from '../../../../offline/use-data-age';
import classes from '../WorkOrderMap.module.css';

export interface ViewportStateProps {
  /** Offline, the part of the map in view was never loaded on this device. */
  notOnDevice: boolean;
  /** When the answer shown was fetched; null while none of its own is shown. */
  fetchedAt: number | null;
}

/**
 * Over the map, offline: how old the part of the map in view is (it was loaded on this device before), or
 * that it is not on the device (never an empty map the server did not give). Nothing online.
 */
export function ViewportState({ notOnDevice, fetchedAt }: ViewportStateProps) {
  const online = useOnline();
  const now = useNow();
  if (notOnDevice) {
    return (
      <Paper className={classes.viewportNotice} shadow="md" radius="md" p="xs">
        <NotOnDeviceNotice what={MAP_MESSAGES.areaNotOnDevice} />
      </Paper>
    );
  }
  if (online || fetchedAt === null) return null;
  return (
    <Paper className={classes.viewportAge} shadow="sm" radius="xl" px="sm" py={6} role="status">
      <IconCloudOff size={16} aria-hidden />
      <Text size="sm" fw={600}>
        {MAP_MESSAGES.offlineAge(formatAge(now - fetchedAt))}
      </Text>
    </Paper>
  );
}
