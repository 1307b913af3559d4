import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useImageSrc } from '../../data/images';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { RelatedLink } from '../../components/record/list-parts';
import { ConflictAlert } from '../../components/ConflictAlert';
import { usePlaceNames } from '../../data/lookups/reference-data';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { vendorSchema, type Vendor } from '../../domain/vendors';
import { vendors } from './api/vendors';
import { useVendorAccess, vendorPeopleText } from './components/vendor-access';
import {
  vendorPayload,
  vendorRules,
  vendorValuesOf,
  VENDORS_PATH,
  type VendorFormValues,
} from './components/vendor-form';
import { VendorForm } from './components/VendorForm';

function VendorEditor({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  const canViewServed = useCan('vendorWorkLocation.view');
  const canViewAssignments = useCan('vendorWorkLocationGroup.view');
  const canViewGrants = useCan('vendorAccessGroup.view');
  const access = useVendorAccess();
  const update = vendors.useUpdate();
  const remove = vendors.useDelete();
  const placeNames = usePlaceNames();
  const form = useForm<VendorFormValues>({
    mode: 'controlled',
    initialValues: vendorValuesOf(vendor),
    validate: vendorRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: vendor,
    form,
    valuesOf: vendorValuesOf,
    schema: vendorSchema,
  });
  const imageSrc = useImageSrc(base.imageUrl);

  function submit(values: VendorFormValues) {
    const body = { ...vendorPayload(values, base.imageUrl), version: base.version };
    update.mutate(
      { id: base.id, body, image: values.image, names: placeNames(values) },
      whenSaved({
        saved: (data) => `The vendor "${data.name}" was saved.`,
        after: () => void navigate(VENDORS_PATH),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Vendors', to: VENDORS_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={vendorPeopleText(base)}
        actions={
          <>
            {canViewServed ? (
              <RelatedLink to={`/user-management/vendor/worklocations/${base.id}`}>
                Served locations
              </RelatedLink>
            ) : null}
            {canViewAssignments ? (
              <RelatedLink to={`/user-management/vendor/work-location-groups/${base.id}`}>
                Work location groups
              </RelatedLink>
            ) : null}
            {canViewGrants ? (
              <RelatedLink to={`/user-management/vendor/access-groups/${base.id}`}>Access groups</RelatedLink>
            ) : null}
            {access.canDelete ? (
              <DeleteRecordButton
                id={base.id}
                remove={remove}
                message={`The vendor "${base.name}" will be deleted. A vendor that still has crews, mobile users or console users cannot be deleted.`}
                done={`The vendor "${base.name}" was deleted.`}
                leaveTo={VENDORS_PATH}
              />
            ) : null}
          </>
        }
      />
      <VendorForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(VENDORS_PATH)}
        submitLabel="Save vendor"
        submitting={update.isPending}
        currentImageSrc={imageSrc}
        readOnly={!access.canUpdate}
        notice={conflict ? <ConflictAlert subject="this vendor" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /user-management/vendor/:id: one vendor, editable with vendor.update. */
export function VendorPage() {
  const { id = '' } = useParams();
  const { query, record } = vendors.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="vendor"
      icon={IconBuildingOff}
      back={{ to: VENDORS_PATH, label: 'vendors' }}
    >
      {(vendor) => <VendorEditor key={id} vendor={vendor} />}
    </RecordGate>
  );
}
