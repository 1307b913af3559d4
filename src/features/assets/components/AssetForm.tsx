import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { DateField } from '../../../components/form/DateField';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import {
  useAssetTypeOptions,
  useManufacturerOptions,
  useSupplierOptions,
  useWarehouseOptions,
} from '../api/assets';
import type { AssetFormValues } from './asset-form';

type Form = UseFormReturnType<AssetFormValues>;

const optionsOf = (
  rows: Array<{ id: string; name: string; isActive?: boolean }> | undefined,
  keep: string | null,
) =>
  (rows ?? [])
    .filter((row) => row.isActive !== false || row.id === keep)
    .map((row) => ({ value: row.id, label: row.name }));

/** The asset's identity and catalogue details; `withWarehouse` adds the warehouse a new asset is registered in. */
export function AssetFields({
  form,
  disabled,
  withWarehouse,
}: {
  form: Form;
  disabled?: boolean;
  withWarehouse?: boolean;
}) {
  const values = form.getValues();
  const types = useAssetTypeOptions();
  const manufacturers = useManufacturerOptions();
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions(Boolean(withWarehouse));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <SelectField
          label="Asset type"
          required
          searchable
          disabled={disabled}
          data={optionsOf(types.data, values.assetTypeId)}
          {...form.getInputProps('assetTypeId')}
        />
        <TextField
          label="Asset code"
          required
          placeholder="The tag on the asset, e.g. SM-000123"
          maxLength={40}
          disabled={disabled}
          {...form.getInputProps('code')}
        />
        <TextField
          label="Serial number"
          maxLength={60}
          disabled={disabled}
          {...form.getInputProps('serialNumber')}
        />
        <TextField label="Barcode" maxLength={60} disabled={disabled} {...form.getInputProps('barcode')} />
        <TextField label="Model" disabled={disabled} {...form.getInputProps('model')} />
        {withWarehouse ? (
          <SelectField
            label="Warehouse"
            description="Where the asset is registered as New"
            required
            searchable
            data={optionsOf(warehouses.data, values.warehouseId)}
            {...form.getInputProps('warehouseId')}
          />
        ) : null}
        <SelectField
          label="Manufacturer"
          clearable
          searchable
          disabled={disabled}
          data={optionsOf(manufacturers.data, values.manufacturerId)}
          {...form.getInputProps('manufacturerId')}
        />
        <SelectField
          label="Supplier"
          clearable
          searchable
          disabled={disabled}
          data={optionsOf(suppliers.data, values.supplierId)}
          {...form.getInputProps('supplierId')}
        />
        <DateField
          label="Purchase date"
          clearable
          disabled={disabled}
          {...form.getInputProps('purchaseDate')}
        />
        <DateField
          label="Warranty ends"
          clearable
          disabled={disabled}
          {...form.getInputProps('warrantyEndDate')}
        />
      </SimpleGrid>
      <TextAreaField label="Notes" maxLength={500} disabled={disabled} {...form.getInputProps('notes')} />
    </Stack>
  );
}
