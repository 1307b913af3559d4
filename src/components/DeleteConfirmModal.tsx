import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MESSAGES } from '../domain/messages';
import { ActionModal } from './ActionModal';

export interface DeleteConfirmModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Defaults to "Do you Want to delete these items?". */
  title?: string;
  /** What is about to go, e.g. "3 work orders". */
  children?: ReactNode;
  deleting?: boolean;
}

/** Asks before deleting; the destructive button is red and says what it does. */
export function DeleteConfirmModal({
  opened,
  onCancel,
  onConfirm,
  title = MESSAGES.deleteConfirmTitle,
  children,
  deleting = false,
}: DeleteConfirmModalProps) {
  return (
    <ActionModal
      opened={opened}
      onCancel={onCancel}
      onSubmit={onConfirm}
      title={title}
      submitLabel="Delete"
      submitColor="red"
      submitting={deleting}
      size="sm"
    >
      {children ? <Text size="sm">{children}</Text> : null}
    </ActionModal>
  );
}

interface OpenDeleteConfirmOptions {
  onConfirm: () => void;
  title?: string;
  message?: ReactNode;
}

/** The same question, opened from an event handler (a row action) without keeping modal state. */
export function openDeleteConfirm({
  onConfirm,
  title = MESSAGES.deleteConfirmTitle,
  message,
}: OpenDeleteConfirmOptions) {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: message ? <Text size="sm">{message}</Text> : null,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
