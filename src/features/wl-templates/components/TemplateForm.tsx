import { SimpleGrid } from '@mantine/core';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { TEMPLATE_CODE_MAX, type TemplateFormValues } from './template-form';
import { FormSection } from '../../../components/form/FormSection';

type TemplateFormProps = RecordFormProps<TemplateFormValues>;

/** A template's name, code and description. */
export function TemplateForm({ form, readOnly = false, ...formProps }: TemplateFormProps) {
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
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
    </RecordForm>
  );
}
