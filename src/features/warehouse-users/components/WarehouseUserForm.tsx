import { Paper, SimpleGrid } from '@mantine/core';
import { DropdownField } from '../../../components/form/ChoiceFields';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextFields';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import type { Option } from '../../../domain/paging';
import { useWarehouseOptions } from '../api/warehouse-users';
import type { WarehouseUserFormValues } from './warehouse-user-form';
import { FormActiveSwitch } from '../../../components/form/FormSection';

interface WarehouseUserFormProps extends RecordFormProps<WarehouseUserFormValues> {
  /** The saved or preselected warehouse, so its name shows even before (or beyond) the loaded list. */
  selectedWarehouse?: Option | null;
}

/** The select's entries: every warehouse loaded, plus the chosen one when it is not among them. */
function warehouseData(
  options: ReadonlyArray<Option & { isActive: boolean }> | undefined,
  selected: Option | null | undefined,
) {
  const data = (options ?? []).map((option) => ({
    value: option.id,
    label: option.isActive ? option.name : `${option.name} (inactive)`,
  }));
  if (selected && !data.some((entry) => entry.value === selected.id)) {
    data.unshift({ value: selected.id, label: selected.name });
  }
  return data;
}

/** A warehouse user: where they work, who they are and how to reach them. One form for creating and editing. */
export function WarehouseUserForm({
  form,
  readOnly = false,
  selectedWarehouse,
  ...formProps
}: WarehouseUserFormProps) {
  const warehouses = useWarehouseOptions();
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <DropdownField
            label="Warehouse"
            placeholder={warehouses.isLoading ? 'Loading warehouses…' : 'Choose a warehouse'}
            required
            clearable={false}
            data={warehouseData(warehouses.data, selectedWarehouse)}
            disabled={readOnly}
            {...form.getInputProps('warehouseId')}
          />
          <TextField
            label="Name"
            required
            autoComplete="off"
            disabled={readOnly}
            {...form.getInputProps('name')}
          />
          <EmailField
            label="Email"
            required
            autoComplete="off"
            disabled={readOnly}
            {...form.getInputProps('email')}
          />
          <PhoneField autoComplete="off" disabled={readOnly} {...form.getInputProps('phone')} />
          <TextField
            label="Designation"
            placeholder="e.g. Storekeeper"
            disabled={readOnly}
            {...form.getInputProps('designation')}
          />
        </SimpleGrid>
        <FormActiveSwitch
          description="Inactive users are no longer offered when assets are handed out or taken in"
          mt="md"
          disabled={readOnly}
          form={form}
        />
      </Paper>
    </RecordForm>
  );
}
