import { RecordBasics } from '../../../components/form/RecordBasics';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { TEMPLATE_CODE_MAX, type TemplateFormValues } from './template-form';
import { FormSection } from '../../../components/form/FormSection';

type TemplateFormProps = RecordFormProps<TemplateFormValues>;

/** A template's name, code and description. */
export function TemplateForm({ form, readOnly = false, ...formProps }: TemplateFormProps) {
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <FormSection title="Template">
        <RecordBasics
          form={form}
          readOnly={readOnly}
          name={{ label: 'Template name' }}
          code={{ example: 'DT', max: TEMPLATE_CODE_MAX }}
        />
      </FormSection>
    </RecordForm>
  );
}
