import { Paper, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { EmailField, TextField } from '../../../components/form/TextFields';
import { FormActions } from '../../../components/record/FormActions';
import { partyNameLabel, type PartyFormValues } from './party-form';
import type { PartyKindInfo } from './party-kind';
import { ActiveSwitch } from '../../../components/form/FormSection';

interface PartyFormProps {
  info: PartyKindInfo;
  form: UseFormReturnType<PartyFormValues>;
  onSubmit: (values: PartyFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A manufacturer's or supplier's name, contact and whether it is in use: one form for creating and editing. */
export function PartyForm({
  info,
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  readOnly = false,
  notice,
}: PartyFormProps) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField
              label={partyNameLabel(info)}
              required
              disabled={readOnly}
              {...form.getInputProps('name')}
            />
            <TextField
              label="Contact person"
              autoComplete="off"
              disabled={readOnly}
              {...form.getInputProps('contactPerson')}
            />
            <EmailField label="Email" disabled={readOnly} {...form.getInputProps('email')} />
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              disabled={readOnly}
              {...form.getInputProps('phone')}
            />
            <TextField
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://"
              disabled={readOnly}
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
          <ActiveSwitch
            description={`Inactive ${info.noun}s are left out of the ${info.noun} dropdowns`}
            mt="md"
            disabled={readOnly}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </Paper>
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
