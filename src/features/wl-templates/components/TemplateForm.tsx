import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { FormActions } from '../../../components/record/FormActions';
import { TEMPLATE_CODE_MAX, type TemplateFormValues } from './template-form';
import { FormSection } from '../../../components/form/FormSection';

interface TemplateFormProps {
  form: UseFormReturnType<TemplateFormValues>;
  onSubmit: (values: TemplateFormValues) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  readOnly?: boolean;
  notice?: ReactNode;
}

/** A template's name, code and description. */
export function TemplateForm({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  readOnly = false,
  notice,
}: TemplateFormProps) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {notice}
        <FormSection title="Template">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField label="Template name" required disabled={readOnly} {...form.getInputProps('name')} />
            <TextField
              label="Code"
              placeholder="A short code, e.g. DT"
              maxLength={TEMPLATE_CODE_MAX}
              disabled={readOnly}
              {...form.getInputProps('code')}
            />
          </SimpleGrid>
          <TextAreaField
            label="Description"
            mt="sm"
            disabled={readOnly}
            {...form.getInputProps('description')}
          />
        </FormSection>
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
