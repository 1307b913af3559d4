import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { FormAddressFields } from '../../../components/lookups/AddressFields';
import { WAREHOUSE_CODE_MAX, type WarehouseFormValues } from './warehouse-form';
import { WarehouseLocationField } from './WarehouseLocationField';
import { FormActiveSwitch } from '../../../components/form/FormSection';

type Form = UseFormReturnType<WarehouseFormValues>;

export function WarehouseDetailFields({ form, disabled }: { form: Form; disabled?: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField label="Warehouse name" required disabled={disabled} {...form.getInputProps('name')} />
        <TextField
          label="Code"
          placeholder="A short code, e.g. WH-GHY-01"
          maxLength={WAREHOUSE_CODE_MAX}
          disabled={disabled}
          {...form.getInputProps('code')}
        />
      </SimpleGrid>
      <TextAreaField label="Description" disabled={disabled} {...form.getInputProps('description')} />
      <FormActiveSwitch
        description="Inactive warehouses are left out of the storage dropdowns"
        disabled={disabled}
        form={form}
      />
    </Stack>
  );
}

export function WarehouseAddressFields({ form, disabled }: { form: Form; disabled?: boolean }) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <FormAddressFields form={form} disabled={disabled} />
      <WarehouseLocationField
        value={values.position}
        onChange={(position) => form.setFieldValue('position', position)}
        warehouseName={values.name}
        disabled={disabled}
      />
    </Stack>
  );
}
