import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { conflictRecord } from '../../../data/conflict';
import { type FieldErrorTarget, showFormErrors } from '../../../components/form/form-errors';
import { toastSuccess } from '../../../notices/toast';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import type { WriteOutcome } from '../../../offline/use-optimistic-write';
import type { OrganisationEditing } from './use-organisation-editing';

/**
 * What a card does with its save's answer. Details and address share one version, so each save moves it on
 * (by one while the write waits in the outbox); a stale save shows the current organisation instead.
 */
export function saveOutcome(
  editing: OrganisationEditing,
  form: FieldErrorTarget & { resetDirty: () => void },
  savedText: string,
) {
  return {
    onSuccess: (outcome: WriteOutcome<Organisation>) => {
      editing.saved(outcome.queued ? editing.version + 1 : outcome.data.version);
      form.resetDirty();
      if (!outcome.queued) toastSuccess(savedText);
    },
    onError: (error: Error) => {
      const current = conflictRecord<Organisation>(error, organisationSchema);
      if (current) return editing.conflicted(current);
      showFormErrors(form, error);
    },
  };
}

interface OrganisationCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  onSubmit: () => void;
  /** Shown only to users who may edit, and enabled once something changed. */
  save: { label: string; canEdit: boolean; dirty: boolean; saving: boolean };
  children: ReactNode;
}

/** One part of the organisation page, saved on its own with its own button. */
export function OrganisationCard({ id, title, onSubmit, save, children }: OrganisationCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {children}
          {save.canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.saving} disabled={!save.dirty}>
                {save.label}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
