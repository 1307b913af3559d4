import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { usePhoneScreen } from './use-screen-matches';

export interface ActionModalProps {
  opened: boolean;
  /** Closing (cancel button, Escape, the overlay, the close button) calls this. */
  onCancel: () => void;
  onSubmit: () => void;
  title: ReactNode;
  children?: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the submit button and blocks a second submit. */
  submitting?: boolean;
  submitDisabled?: boolean;
  submitColor?: string;
  size?: ModalProps['size'];
  /** The header's close button: its accessible name, size and the like. */
  closeButtonProps?: ModalProps['closeButtonProps'];
}

/**
 * The generic modal: a title, its content, Cancel and Submit. The content sits in a form, so Enter in a field
 * submits. Full screen on phones, where a centred box leaves no room for the keyboard.
 */
export function ActionModal({
  opened,
  onCancel,
  onSubmit,
  title,
  children,
  submitLabel = 'Submit',
  cancelLabel = 'Cancel',
  submitting = false,
  submitDisabled = false,
  submitColor,
  size = 'md',
  closeButtonProps,
}: ActionModalProps) {
  const phone = usePhoneScreen();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit();
  }

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={size}
      fullScreen={phone}
      centered
      closeButtonProps={closeButtonProps}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={submitting} disabled={submitDisabled} color={submitColor}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
