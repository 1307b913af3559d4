import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { chosen } from '../../components/form/rules';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { FormActions } from '../../components/record/FormActions';
import { useCreateIds } from '../../data/use-create-ids';
import { useCreateAsset } from './api/assets';
import {
  assetDetailsPayload,
  ASSETS_PATH,
  createAssetRules,
  EMPTY_ASSET,
  type AssetFormValues,
} from './components/asset-form';
import { AssetFields } from './components/AssetForm';

/** /asset/create: register a new asset in a warehouse (status New). */
export function AssetCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateAsset();
  const ids = useCreateIds();
  const form = useForm<AssetFormValues>({
    mode: 'controlled',
    initialValues: {
      ...EMPTY_ASSET,
      warehouseId: params.get('warehouseId'),
      barcode: params.get('barcode') ?? '',
    },
    validate: createAssetRules,
  });

  function submit(values: AssetFormValues) {
    const body = { ...assetDetailsPayload(values), warehouseId: chosen(values.warehouseId), id: ids.id };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The asset "${data.code}" was registered.`,
        after: (outcome) => void navigate(outcome.queued ? ASSETS_PATH : `${ASSETS_PATH}/${ids.id}`),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Assets', to: ASSETS_PATH }}
        current="New asset"
        subLine="A new asset starts as New in a warehouse."
      />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <AssetFields form={form} withWarehouse />
          </Paper>
          <FormActions
            onCancel={() => void navigate(ASSETS_PATH)}
            submitLabel="Register asset"
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
