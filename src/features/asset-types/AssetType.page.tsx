import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCategoryMinus } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { assetTypeSchema, type AssetType } from '../../domain/asset-types';
import { assetTypes } from './api/asset-types';
import {
  assetCountText,
  assetTypePayload,
  assetTypeRules,
  ASSET_TYPES_PATH,
  assetTypeValuesOf,
  type AssetTypeFormValues,
} from './components/asset-type-form';
import { AssetTypeForm } from './components/AssetTypeForm';

function AssetTypeEditor({ assetType }: { assetType: AssetType }) {
  const navigate = useNavigate();
  const can = useCanMany(['assetType.update', 'assetType.delete'] as const);
  const update = assetTypes.useUpdate();
  const remove = assetTypes.useDelete();
  const form = useForm<AssetTypeFormValues>({
    mode: 'controlled',
    initialValues: assetTypeValuesOf(assetType),
    validate: assetTypeRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: assetType,
    form,
    valuesOf: assetTypeValuesOf,
    schema: assetTypeSchema,
  });

  function submit(values: AssetTypeFormValues) {
    update.mutate(
      { id: base.id, body: { ...assetTypePayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The asset type "${data.name}" was saved.`,
        after: () => void navigate(ASSET_TYPES_PATH),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Asset types', to: ASSET_TYPES_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`${base.assetLevelName} · ${assetCountText(base.assetCount)}`}
        actions={
          can['assetType.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The asset type "${base.name}" will be deleted. An asset type that still has assets cannot be deleted.`}
              done={`The asset type "${base.name}" was deleted.`}
              leaveTo={ASSET_TYPES_PATH}
            />
          ) : null
        }
      />
      <AssetTypeForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(ASSET_TYPES_PATH)}
        submitLabel="Save asset type"
        submitting={update.isPending}
        readOnly={!can['assetType.update']}
        notice={conflict ? <ConflictAlert subject="this asset type" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /assetType/:id: one asset type, editable with assetType.update. */
export function AssetTypePage() {
  const { id = '' } = useParams();
  const { query, record } = assetTypes.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="asset type"
      icon={IconCategoryMinus}
      back={{ to: ASSET_TYPES_PATH, label: 'asset types' }}
    >
      {(assetType) => <AssetTypeEditor key={id} assetType={assetType} />}
    </RecordGate>
  );
}
