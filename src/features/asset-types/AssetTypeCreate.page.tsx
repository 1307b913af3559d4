import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { assetTypes } from './api/asset-types';
import {
  assetTypePayload,
  assetTypeRules,
  ASSET_TYPES_PATH,
  EMPTY_ASSET_TYPE,
  type AssetTypeFormValues,
} from './components/asset-type-form';
import { AssetTypeForm } from './components/AssetTypeForm';

/** /assetType/create: a new asset type. */
export function AssetTypeCreatePage() {
  const navigate = useNavigate();
  const create = assetTypes.useCreate();
  const ids = useCreateIds();
  const form = useForm<AssetTypeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_ASSET_TYPE,
    validate: assetTypeRules,
  });

  function submit(values: AssetTypeFormValues) {
    create.mutate(
      { body: { ...assetTypePayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The asset type "${data.name}" was created.`,
        after: () => void navigate(ASSET_TYPES_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Asset types', to: ASSET_TYPES_PATH }} current="New asset type" />
      <AssetTypeForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(ASSET_TYPES_PATH)}
        submitLabel="Create asset type"
        submitting={create.isPending}
      />
    </Stack>
  );
}
