import { ActionIcon, Drawer, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useOutbox } from '../outbox';
import { PendingWritesPanel } from './PendingWritesPanel';

function pendingLabel(count: number): string {
  return `${count} unsaved change${count === 1 ? '' : 's'}`;
}

/**
 * Header badge counting writes not yet on the server (waiting in the outbox or refused on replay); opens the
 * panel that lists them. Hidden when everything is saved.
 */
export function PendingWritesIndicator() {
  const outbox = useOutbox();
  const [opened, { open, close }] = useDisclosure(false);
  if (outbox.count === 0 && !opened) return null;

  const label = pendingLabel(outbox.count);
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={outbox.count}
          size={18}
          color={outbox.failed.length > 0 ? 'red' : 'orange'}
          disabled={outbox.count === 0}
          offset={6}
        >
          <ActionIcon variant="subtle" size={44} aria-label={label} onClick={open}>
            <IconCloudUpload size={22} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" size="md" title="Changes not yet saved">
        <PendingWritesPanel outbox={outbox} />
      </Drawer>
    </>
  );
}
