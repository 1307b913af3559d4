import { Button, Group, Modal, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { whenSaved } from '../../../components/record/when-saved';
import { showErrorToast } from '../../../components/error-toast';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextAreaField } from '../../../components/form/TextFields';
import { CrewSelect } from '../../../components/lookups/CrewSelect';
import { LookupSelect } from '../../../components/lookups/LookupSelect';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { useWorkLocationLookup } from '../../../data/lookups/work-location-lookup';
import { PositionPicker } from '../../../components/map/PositionPicker';
import {
  MOVEMENT_STATUSES,
  MOVEMENTS,
  REMOVAL_REASONS,
  STORAGE_LOCATION_TYPES,
  type StorageLocationType,
} from '../../../domain/asset-movements';
import type { Asset } from '../../../domain/assets';
import { useMoveAsset, useWarehouseOptions, useWarehouseUserOptions } from '../api/assets';
import {
  chooseStatus,
  EMPTY_MOVE,
  moveErrors,
  movePayload,
  movementsOffered,
  type MoveValues,
} from './move-asset';
import { useScreenMatches } from '../../../components/use-screen-matches';

function WorkLocationField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { lookup, setTerm } = useWorkLocationLookup(null);
  return (
    <LookupSelect
      label="Work location"
      required
      placeholder="Search by identifier or name"
      value={value}
      onChange={(id) => onChange(id)}
      lookup={lookup}
      onTermChange={setTerm}
      error={error}
    />
  );
}

function WarehouseUserField({
  warehouseId,
  value,
  onChange,
}: {
  warehouseId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const users = useWarehouseUserOptions(warehouseId);
  if (!users.data || users.data.length === 0) return null;
  return (
    <SelectField
      label="Handled by"
      description="The warehouse user who handed the asset out or took it in"
      clearable
      data={users.data.map((user) => ({
        value: user.id,
        label: user.designation ? `${user.name} (${user.designation})` : user.name,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * The asset's next movement: only the movements its current place allows, then where it goes (a warehouse,
 * a vendor, a crew, or a work location or map position in the field), the removal reason when it comes out
 * of the field, and who at the warehouse handled it.
 */
export function MoveAssetModal({
  asset,
  opened,
  onClose,
}: {
  asset: Asset;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useScreenMatches('(max-width: 48em)');
  const scope = useVendorScope();
  const move = useMoveAsset();
  const warehouses = useWarehouseOptions(opened);
  const [values, setValues] = useState<MoveValues>(EMPTY_MOVE);
  const [errors, setErrors] = useState<Partial<Record<keyof MoveValues, string>>>({});
  const from = asset.place.locationType as StorageLocationType;
  const set = (patch: Partial<MoveValues>) => setValues((current) => ({ ...current, ...patch }));
  const destinations = values.status ? MOVEMENTS[values.status].to : [];
  const offered = movementsOffered(from, scope.vendorBound);
  const warehouseInvolved =
    from === 1 ? asset.place.warehouseId : values.locationType === 1 ? values.warehouseId : null;

  function close() {
    setValues(EMPTY_MOVE);
    setErrors({});
    onClose();
  }

  function submit() {
    // A vendor user's vendor storage is their own vendor's.
    const sent =
      scope.vendorBound && values.locationType === 2 ? { ...values, vendorId: scope.vendorId } : values;
    const found = moveErrors(sent);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    move.mutate(
      movePayload(asset, sent),
      whenSaved({
        saved: (data) =>
          `${MOVEMENT_STATUSES[values.status!]}: "${asset.code}" is now in ${data.place.label.replace(/^[^:]*: /, '')}.`,
        after: () => close(),
        refused: (error) => showErrorToast(error),
      }),
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={`Move ${asset.code}`} size="lg" fullScreen={phone} centered>
      <Stack gap="md">
        <Text size="sm">
          Now: <b>{asset.place.label}</b> ({asset.movementStatusName})
        </Text>
        <SelectField
          label="Movement"
          required
          data={offered.map((status) => ({
            value: String(status),
            label: `${MOVEMENTS[status].action} (${MOVEMENT_STATUSES[status]})`,
          }))}
          value={values.status ? String(values.status) : null}
          onChange={(next) =>
            setValues((current) =>
              chooseStatus(current, next ? (Number(next) as MoveValues['status']) : null),
            )
          }
          error={errors.status}
        />
        {destinations.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="move-destination-label">
              To
            </Text>
            <SegmentedControl
              aria-labelledby="move-destination-label"
              fullWidth
              data={destinations.map((type) => ({
                value: String(type),
                label: STORAGE_LOCATION_TYPES[type],
              }))}
              value={values.locationType ? String(values.locationType) : ''}
              onChange={(next) =>
                set({ locationType: Number(next) as StorageLocationType, crewId: null, warehouseId: null })
              }
            />
            {errors.locationType ? (
              <Text size="xs" c="red">
                {errors.locationType}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {values.locationType === 1 ? (
          <SelectField
            label="Warehouse"
            required
            searchable
            data={(warehouses.data ?? [])
              .filter((w) => w.id !== asset.place.warehouseId)
              .map((w) => ({ value: w.id, label: w.name }))}
            value={values.warehouseId}
            onChange={(id) => set({ warehouseId: id })}
            error={errors.warehouseId}
          />
        ) : null}
        {values.locationType === 2 ? (
          scope.vendorBound ? (
            <Text size="sm">To your vendor’s storage: {scope.vendorName}</Text>
          ) : (
            <VendorSelect
              required
              value={values.vendorId}
              onChange={(id) => set({ vendorId: id })}
              error={errors.vendorId}
            />
          )
        ) : null}
        {values.locationType === 3 ? (
          <CrewSelect
            required
            vendorId={from === 2 ? asset.place.vendorId : scope.vendorBound ? scope.vendorId : undefined}
            value={values.crewId}
            onChange={(id) => set({ crewId: id })}
            error={errors.crewId}
          />
        ) : null}
        {values.locationType === 4 ? (
          <Stack gap="sm">
            <Switch
              size="md"
              label="Use a map position instead of a work location"
              checked={values.usePosition}
              onChange={(event) => set({ usePosition: event.currentTarget.checked })}
            />
            {values.usePosition ? (
              <>
                <PositionPicker
                  value={values.position}
                  onChange={(position) => set({ position })}
                  height={260}
                  label="Where the asset is installed"
                />
                {errors.position ? (
                  <Text size="xs" c="red">
                    {errors.position}
                  </Text>
                ) : null}
              </>
            ) : (
              <WorkLocationField
                value={values.workLocationId}
                onChange={(id) => set({ workLocationId: id })}
                error={errors.workLocationId}
              />
            )}
          </Stack>
        ) : null}
        {values.status === 5 ? (
          <SelectField
            label="Reason for removal"
            required
            data={Object.entries(REMOVAL_REASONS).map(([id, name]) => ({ value: id, label: name }))}
            value={values.removalReason ? String(values.removalReason) : null}
            onChange={(next) => set({ removalReason: next ? Number(next) : null })}
            error={errors.removalReason}
          />
        ) : null}
        {values.status ? (
          <TextAreaField
            label="Note"
            required={values.removalReason === 4}
            maxLength={500}
            value={values.note}
            onChange={(event) => set({ note: event.currentTarget.value })}
            error={errors.note}
          />
        ) : null}
        {warehouseInvolved && values.status && !scope.vendorBound ? (
          <WarehouseUserField
            warehouseId={warehouseInvolved}
            value={values.warehouseUserId}
            onChange={(id) => set({ warehouseUserId: id })}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} mih={44}>
            Cancel
          </Button>
          <Button onClick={submit} loading={move.isPending} mih={44}>
            Move asset
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
