import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsMove, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { PageSection } from '../../components/form/FormSection';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { REMOVAL_REASONS, type StorageLocationType } from '../../domain/asset-movements';
import { assetSchema, type Asset } from '../../domain/assets';
import { useAsset, useAssetHistory, useDeleteAsset, useUpdateAsset } from './api/assets';
import {
  assetDetailsPayload,
  assetRules,
  ASSETS_PATH,
  assetValuesOf,
  STATUS_COLOURS,
  type AssetFormValues,
} from './components/asset-form';
import { AssetFields } from './components/AssetForm';
import { AssetHistory } from './components/AssetHistory';
import { AssetPhotos } from './components/AssetPhotos';
import { MoveAssetModal } from './components/MoveAssetModal';
import { movementsOffered } from './components/move-asset';
import { useVendorScope } from '../../data/lookups/vendor-scope';

function AssetEditor({ asset }: { asset: Asset }) {
  const can = useCanMany(['asset.update', 'asset.delete', 'asset.changeLocation'] as const);
  const form = useForm<AssetFormValues>({
    mode: 'controlled',
    initialValues: assetValuesOf(asset),
    validate: assetRules,
  });
  const { base, setBase, conflict, failed, reload } = useRecordEditor({
    record: asset,
    form,
    valuesOf: assetValuesOf,
    schema: assetSchema,
  });
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const history = useAssetHistory(asset.id);
  const [moving, setMoving] = useState(false);
  // The record the server answers after a move or photo change is the base of the next save.
  const current = asset.version > base.version ? asset : base;
  const scope = useVendorScope();
  const canMove =
    can['asset.changeLocation'] &&
    movementsOffered(current.place.locationType as StorageLocationType, scope.vendorBound).length > 0;

  function saveDetails(values: AssetFormValues) {
    update.mutate(
      { id: current.id, ...assetDetailsPayload(values), version: current.version },
      whenSaved({
        applied: (data) => setBase(data),
        saved: (data) => `The asset "${data.code}" was saved.`,
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Assets', to: ASSETS_PATH }}
        current={current.code}
        recordId={current.id}
        subLine={`${current.assetTypeName}${current.serialNumber ? ` · S/N ${current.serialNumber}` : ''}`}
        actions={
          <Group gap="sm">
            {canMove ? (
              <Button leftSection={<IconArrowsMove size={18} aria-hidden />} onClick={() => setMoving(true)}>
                Move asset
              </Button>
            ) : null}
            {can['asset.delete'] ? (
              <DeleteRecordButton
                id={current.id}
                remove={remove}
                message={`The asset "${current.code}" will be deleted. Only an asset that has not moved since it was registered can be deleted.`}
                done={`The asset "${current.code}" was deleted.`}
                leaveTo={ASSETS_PATH}
              />
            ) : null}
          </Group>
        }
      />
      {conflict ? <ConflictAlert subject="this asset" onReload={reload} /> : null}
      <PageSection title="Where it is">
        <Group gap="sm" wrap="wrap">
          <Badge
            color={STATUS_COLOURS[current.movementStatus]}
            size="lg"
            variant="light"
            data-testid="asset-status"
          >
            {current.movementStatusName}
          </Badge>
          <Text fw={600} data-testid="asset-place">
            {current.place.label}
          </Text>
        </Group>
        {current.removalReason ? (
          <Text size="sm" c="dimmed" mt={4}>
            Removed from the field: {REMOVAL_REASONS[current.removalReason as keyof typeof REMOVAL_REASONS]}
            {current.removalNote ? ` · “${current.removalNote}”` : ''}
          </Text>
        ) : null}
      </PageSection>
      <PageSection title="History">
        <AssetHistory history={history.data} loading={history.isPending} />
      </PageSection>
      <PageSection title="Details">
        <form onSubmit={form.onSubmit(saveDetails)} noValidate>
          <AssetFields form={form} disabled={!can['asset.update']} />
          {can['asset.update'] ? (
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={update.isPending}>
                Save details
              </Button>
            </Group>
          ) : null}
        </form>
      </PageSection>
      <PageSection title="Photos">
        <AssetPhotos asset={current} onSaved={setBase} readOnly={!can['asset.update']} />
      </PageSection>
      {canMove ? <MoveAssetModal asset={current} opened={moving} onClose={() => setMoving(false)} /> : null}
    </Stack>
  );
}

/** /asset/:id: where the asset is, its movements, its details and photos; moving it needs change-location. */
export function AssetPage() {
  const { id = '' } = useParams();
  const { query, record } = useAsset(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="asset"
      icon={IconPackageOff}
      back={{ to: ASSETS_PATH, label: 'assets' }}
    >
      {(asset) => <AssetEditor key={id} asset={asset} />}
    </RecordGate>
  );
}
