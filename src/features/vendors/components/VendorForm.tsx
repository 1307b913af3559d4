import { Paper, SimpleGrid } from '@mantine/core';
import { ImageUploadField } from '../../../components/form/FileFields';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextFields';
import { FormAddressFields } from '../../../components/lookups/AddressFields';
import { VENDOR_CODE_MAX, type VendorFormValues } from './vendor-form';
import { FormActiveSwitch, FormSection } from '../../../components/form/FormSection';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';

interface VendorFormProps extends RecordFormProps<VendorFormValues> {
  /** The saved picture, already resolved to something an <img> can show. */
  currentImageSrc?: string | null;
}

/** The vendor's company details, contact, address and picture: one form for creating and editing. */
export function VendorForm({ form, readOnly = false, currentImageSrc, ...formProps }: VendorFormProps) {
  const image = form.getInputProps('image');
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <FormSection title="Company">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField label="Vendor name" required disabled={readOnly} {...form.getInputProps('name')} />
          <TextField
            label="Code"
            placeholder="A short code, e.g. BFS-01"
            maxLength={VENDOR_CODE_MAX}
            disabled={readOnly}
            {...form.getInputProps('code')}
          />
          <TextField label="Contact person" disabled={readOnly} {...form.getInputProps('contactPerson')} />
          <EmailField label="Email" disabled={readOnly} {...form.getInputProps('email')} />
          <PhoneField disabled={readOnly} {...form.getInputProps('phone')} />
          <FormActiveSwitch
            description="Inactive vendors are left out of the vendor lists of other screens"
            mt="xs"
            disabled={readOnly}
            form={form}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection
        title="Address"
        description="Optional; once started, the address line and the country are needed."
      >
        <FormAddressFields form={form} disabled={readOnly} />
      </FormSection>
      <Paper withBorder p="md" radius="md">
        <ImageUploadField
          label="Picture or logo"
          value={form.getValues().image}
          onChange={(file) => form.setFieldValue('image', file)}
          currentUrl={currentImageSrc}
          error={typeof image.error === 'string' ? image.error : null}
          disabled={readOnly}
        />
      </Paper>
    </RecordForm>
  );
}
