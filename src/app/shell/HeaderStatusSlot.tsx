import { Group } from '@mantine/core';
import { InstallButton } from '../../components/offline/InstallButton';
import { OfflineStatus } from '../../components/offline/OfflineStatus';
import { PendingWritesIndicator } from '../../components/offline/PendingWritesIndicator';
import { UpdatePrompt } from '../../components/offline/UpdatePrompt';

/**
 * The header's offline indicators: connection state and data age, pending writes, install and update.
 * The group lets them shrink before the user menu does on a 360 px phone.
 */
export function HeaderStatusSlot() {
  return (
    <Group gap={4} wrap="nowrap" data-slot="offline-status">
      <OfflineStatus />
      <PendingWritesIndicator />
      <InstallButton />
      <UpdatePrompt />
    </Group>
  );
}
