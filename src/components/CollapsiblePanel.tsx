import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

export interface CollapsiblePanelProps {
  title: ReactNode;
  children: ReactNode;
  /** Controlled open state. */
  opened?: boolean;
  defaultOpened?: boolean;
  onChange?: (opened: boolean) => void;
}

/** A titled section that folds away; while closed its header shows a lock icon. */
export function CollapsiblePanel({
  title,
  children,
  opened,
  defaultOpened = false,
  onChange,
}: CollapsiblePanelProps) {
  const [isOpen, setOpen] = useUncontrolled({ value: opened, defaultValue: defaultOpened, onChange });
  const contentId = useId();
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        onClick={() => setOpen(!isOpen)}
        aria-expanded={isOpen}
        aria-controls={contentId}
        w="100%"
        px="md"
        mih={44}
        style={{ display: 'flex', alignItems: 'center' }}
      >
        <Group justify="space-between" wrap="nowrap" w="100%">
          <Text fw={600}>{title}</Text>
          <Group gap={6} wrap="nowrap">
            {isOpen ? null : <IconLock size={18} aria-hidden data-testid="collapsible-panel-lock" />}
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen} id={contentId}>
        <div style={{ padding: 'var(--mantine-spacing-md)', paddingTop: 0 }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
