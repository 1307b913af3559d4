import { ActionIcon, Drawer, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useOutboxCounts } from '../../offline/outbox';
import { PendingWritesPanel } from './PendingWritesPanel';

function pendingLabel(count: number): string {
  return `${count} unsaved change${count === 1 ? '' : 's'}`;
}

/**
 * Every write passes through the outbox, online too, for the moment it takes the server to answer; a count
 * that goes up is shown only once it has lasted this long, so an ordinary save does not flash the badge.
 * A count going down, or a refusal, shows at once.
 */
const SHOW_AFTER_MS = 1_000;

function useSettledCount(count: number, urgent: boolean): number {
  const [shown, setShown] = useState(count);
  const immediate = count <= shown || urgent;
  if (immediate && shown !== count) setShown(count);
  useEffect(() => {
    if (immediate) return;
    const timer = window.setTimeout(() => setShown(count), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [count, immediate]);
  return immediate ? count : shown;
}

/**
 * Header badge counting writes not yet on the server (waiting in the outbox or refused on replay); opens the
 * panel that lists them. Hidden when everything is saved.
 */
export function PendingWritesIndicator() {
  const outbox = useOutboxCounts();
  const [opened, { open, close }] = useDisclosure(false);
  const count = useSettledCount(outbox.count, outbox.failed > 0);
  if (count === 0 && !opened) return null;

  const label = pendingLabel(count);
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={count}
          size={18}
          color={outbox.failed > 0 ? 'red' : 'orange'}
          disabled={count === 0}
          offset={6}
        >
          <ActionIcon variant="subtle" size={44} aria-label={label} onClick={open}>
            <IconCloudUpload size={22} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" size="md" title="Changes not yet saved">
        <PendingWritesPanel />
      </Drawer>
    </>
  );
}
