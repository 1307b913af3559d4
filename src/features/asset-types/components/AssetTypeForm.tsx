import { Paper, SimpleGrid } from '@mantine/core';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField, TextField } from '../../../components/form/TextFields';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { useAssetLevels } from '../api/asset-types';
import { ASSET_TYPE_CODE_MAX, type AssetTypeFormValues } from './asset-type-form';
import { ActiveSwitch } from '../../../components/form/FormSection';

type AssetTypeFormProps = RecordFormProps<AssetTypeFormValues>;

/** An asset type's name, code, level, description and whether it is in use: one form for creating and editing. */
export function AssetTypeForm({ form, readOnly = false, ...formProps }: AssetTypeFormProps) {
  const levels = useAssetLevels().map((level) => ({ value: String(level.id), label: level.name }));
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField label="Asset type name" required disabled={readOnly} {...form.getInputProps('name')} />
          <TextField
            label="Code"
            placeholder="A short code, e.g. DT-100"
            maxLength={ASSET_TYPE_CODE_MAX}
            disabled={readOnly}
            {...form.getInputProps('code')}
          />
          <SelectField
            label="Asset level"
            description="Whether it is a part, a piece of equipment or a whole system"
            placeholder="Choose a level"
            required
            allowDeselect={false}
            data={levels}
            disabled={readOnly}
            {...form.getInputProps('assetLevelId')}
          />
        </SimpleGrid>
        <TextAreaField
          label="Description"
          mt="sm"
          disabled={readOnly}
          {...form.getInputProps('description')}
        />
        <ActiveSwitch
          description="Inactive asset types are left out of the asset type dropdowns"
          mt="md"
          disabled={readOnly}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </Paper>
    </RecordForm>
  );
}
