import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCloudUpload } from '@tabler/icons-react';
import { useWaitingToSend, WAITING_TEXT } from '../offline/pending-records';

const WAITING_HINT = 'Saved on this device; it goes to the server when the connection returns.';

interface WaitingMarkProps {
  /** The record; nothing is shown unless a write of it waits in the outbox. */
  id: string | null | undefined;
  /** Only the icon (its words for screen readers and in a tooltip), where a row has little room. */
  compact?: boolean;
}

/**
 * "Waiting to send": a record changed on this device whose write has not reached the server yet. It goes
 * when the write lands; if the server refuses it, the screens show the server's values again and the
 * header's notice says so.
 */
export function WaitingMark({ id, compact = false }: WaitingMarkProps) {
  const waiting = useWaitingToSend(id);
  if (!waiting) return null;
  const icon = <IconCloudUpload size={14} stroke={1.8} aria-hidden />;
  if (compact) {
    return (
      <Tooltip label={`${WAITING_TEXT}: ${WAITING_HINT}`} multiline maw={260}>
        <Badge color="orange" variant="light" size="sm" px={4} data-waiting="true" style={{ flexShrink: 0 }}>
          {icon}
          <VisuallyHidden>{WAITING_TEXT}</VisuallyHidden>
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={WAITING_HINT} multiline maw={260}>
      <Badge color="orange" variant="light" leftSection={icon} data-waiting="true" style={{ flexShrink: 0 }}>
        {WAITING_TEXT}
      </Badge>
    </Tooltip>
  );
}

/** `children` with the compact mark beside them while record `id` waits to be sent; unchanged otherwise. */
export function WithWaitingMark({ id, children }: { id: string | null | undefined; children: ReactNode }) {
  const waiting = useWaitingToSend(id);
  if (!waiting) return children;
  return (
    <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
      {children}
      <WaitingMark id={id} compact />
    </Group>
  );
}
