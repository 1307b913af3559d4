import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** Without the update key the form is read-only: only a way back. */
  readOnly?: boolean;
}

/** Cancel (or Back) and submit, at the end of a record form. */
export function FormActions({ onCancel, submitLabel, submitting, readOnly = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {readOnly ? 'Back' : 'Cancel'}
      </Button>
      {readOnly ? null : (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}

interface SectionSaveProps {
  label: string;
  onClick: () => void;
  loading: boolean;
}

/** The save button of one section of a record's page, where each section is saved on its own. */
export function SectionSave({ label, onClick, loading }: SectionSaveProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
