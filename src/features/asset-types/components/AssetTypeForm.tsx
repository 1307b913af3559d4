import { Paper } from '@mantine/core';
import { SelectField } from '../../../components/form/ChoiceFields';
import { RecordBasics } from '../../../components/form/RecordBasics';
import { RecordForm, type RecordFormProps } from '../../../components/record/RecordForm';
import { useAssetLevels } from '../api/asset-types';
import { ASSET_TYPE_CODE_MAX, type AssetTypeFormValues } from './asset-type-form';

type AssetTypeFormProps = RecordFormProps<AssetTypeFormValues>;

/** An asset type's name, code, level, description and whether it is in use: one form for creating and editing. */
export function AssetTypeForm({ form, readOnly = false, ...formProps }: AssetTypeFormProps) {
  const levels = useAssetLevels().map((level) => ({ value: String(level.id), label: level.name }));
  return (
    <RecordForm form={form} readOnly={readOnly} {...formProps}>
      <Paper withBorder p="md" radius="md">
        <RecordBasics
          form={form}
          readOnly={readOnly}
          name={{ label: 'Asset type name' }}
          code={{ example: 'DT-100', max: ASSET_TYPE_CODE_MAX }}
          inactiveText="Inactive asset types are left out of the asset type dropdowns"
        >
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
        </RecordBasics>
      </Paper>
    </RecordForm>
  );
}
