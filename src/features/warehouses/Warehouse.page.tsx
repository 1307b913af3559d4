import { Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showErrorToast } from '../../components/error-toast';
import { uploadGeneralImage } from '../../data/images';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { UserImageField } from '../../components/form/UserImageField';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RelatedLink } from '../../components/record/list-parts';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { warehouseSchema, type Warehouse } from '../../domain/warehouses';
import { useUpdateWarehouseAddress, useUpdateWarehouseImage, warehouses } from './api/warehouses';
import {
  addressPayload,
  detailsPayload,
  warehouseRules,
  warehouseValuesOf,
  WAREHOUSES_PATH,
  type WarehouseFormValues,
} from './components/warehouse-form';
import { PageSection } from '../../components/form/FormSection';
import { SectionSave } from '../../components/record/FormActions';
import { WarehouseAddressFields, WarehouseDetailFields } from './components/WarehouseForm';

function WarehouseEditor({ warehouse }: { warehouse: Warehouse }) {
  const can = useCanMany(['warehouse.update', 'warehouse.delete', 'warehouseUser.view'] as const);
  const form = useForm<WarehouseFormValues>({
    mode: 'controlled',
    initialValues: warehouseValuesOf(warehouse),
    validate: warehouseRules,
  });
  const { base, setBase, conflict, failed, reload } = useRecordEditor({
    record: warehouse,
    form,
    valuesOf: warehouseValuesOf,
    schema: warehouseSchema,
  });
  const updateDetails = warehouses.useUpdate();
  const updateAddress = useUpdateWarehouseAddress();
  const updateImage = useUpdateWarehouseImage();
  const remove = warehouses.useDelete();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  /** A part saved: the page takes up the saved warehouse and says so. */
  const saved = (message: string, after?: () => void) =>
    whenSaved<Warehouse>({ applied: setBase, saved: () => message, after, refused: failed });

  function saveDetails() {
    if (form.validateField('name').hasError) return;
    updateDetails.mutate(
      { id: base.id, body: { ...detailsPayload(form.getValues()), version: base.version } },
      saved('The warehouse details were saved.'),
    );
  }

  function saveAddress() {
    const errors = ['addressLine', 'countryId', 'postalCode']
      .map((field) => form.validateField(field))
      .filter((r) => r.hasError);
    if (errors.length > 0) return;
    updateAddress.mutate(
      { id: base.id, body: { ...addressPayload(form.getValues()), version: base.version } },
      saved('The address and location were saved.'),
    );
  }

  async function saveImage(imageUrl: string | null) {
    updateImage.mutate(
      { id: base.id, imageUrl, version: base.version },
      saved(imageUrl ? 'The picture was saved.' : 'The picture was removed.', () => setImageFile(null)),
    );
  }

  async function uploadAndSave() {
    if (!imageFile) return;
    setUploading(true);
    try {
      await saveImage(await uploadGeneralImage(imageFile));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  }

  const readOnly = !can['warehouse.update'];
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Warehouses', to: WAREHOUSES_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`${base.assetCount} ${base.assetCount === 1 ? 'asset' : 'assets'} stored · ${base.userCount} ${base.userCount === 1 ? 'user' : 'users'}`}
        actions={
          <Group gap="sm">
            {can['warehouseUser.view'] ? (
              <RelatedLink to={`${WAREHOUSES_PATH}/wh-users/${base.id}`}>Warehouse users</RelatedLink>
            ) : null}
            <RelatedLink to={`/asset?warehouseId=${base.id}`}>Assets here</RelatedLink>
            {can['warehouse.delete'] ? (
              <DeleteRecordButton
                id={base.id}
                remove={remove}
                message={`The warehouse "${base.name}" will be deleted. A warehouse that stores assets, has users or appears in asset history cannot be deleted; make it inactive instead.`}
                done={`The warehouse "${base.name}" was deleted.`}
                leaveTo={WAREHOUSES_PATH}
              />
            ) : null}
          </Group>
        }
      />
      {conflict ? <ConflictAlert subject="this warehouse" onReload={reload} /> : null}
      <PageSection title="Warehouse">
        <WarehouseDetailFields form={form} disabled={readOnly} />
        {readOnly ? null : (
          <SectionSave label="Save details" loading={updateDetails.isPending} onClick={saveDetails} />
        )}
      </PageSection>
      <PageSection title="Address and location">
        <WarehouseAddressFields form={form} disabled={readOnly} />
        {readOnly ? null : (
          <SectionSave
            label="Save address and location"
            loading={updateAddress.isPending}
            onClick={saveAddress}
          />
        )}
      </PageSection>
      <PageSection title="Picture">
        <UserImageField
          label="Warehouse picture"
          imageUrl={base.imageUrl}
          file={imageFile}
          onFileChange={setImageFile}
          onRemove={() => (imageFile ? setImageFile(null) : void saveImage(null))}
          disabled={readOnly}
        />
        {readOnly || !imageFile ? null : (
          <SectionSave
            label="Upload picture"
            loading={uploading || updateImage.isPending}
            onClick={() => void uploadAndSave()}
          />
        )}
      </PageSection>
    </Stack>
  );
}

/** /wh-locations/:id: a warehouse's details, address and location, and picture, each saved on its own. */
export function WarehousePage() {
  const { id = '' } = useParams();
  const { query, record } = warehouses.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="warehouse"
      icon={IconBuildingWarehouse}
      back={{ to: WAREHOUSES_PATH, label: 'warehouses' }}
    >
      {(warehouse) => <WarehouseEditor key={id} warehouse={warehouse} />}
    </RecordGate>
  );
}
