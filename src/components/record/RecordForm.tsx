import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormActions } from './FormActions';

/** What every record form takes from its page; a form adds what its own fields need. */
export interface RecordFormProps<Values> {
  form: UseFormReturnType<Values>;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** Read-only for users without the update key: only a way back. */
  readOnly?: boolean;
  /** Shown above the fields: a conflict alert, a summary. */
  notice?: ReactNode;
}

/** A record form: the notice, the form's sections, then Cancel (or Back) and submit. */
export function RecordForm<Values>({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  readOnly = false,
  notice,
  children,
}: RecordFormProps<Values> & { children: ReactNode }) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        {children}
        <FormActions
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitting={submitting}
          readOnly={readOnly}
        />
      </Stack>
    </form>
  );
}
