import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { conflictRecord } from '../../api/conflict';
import { showErrorToast } from '../../api/error-toast';
import { ApiError, errorText } from '../../api/errors';
import { applyFieldErrors } from '../../api/form-errors';
import { useImageSrc } from '../../api/images';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { openDeleteConfirm } from '../../components/DeleteConfirmModal';
import { usePlaceNames } from '../../components/lookups/reference-data';
import { CenteredLoader, PageMessage } from '../../components/PageState';
import { toastSuccess } from '../../components/toast';
import { vendorSchema, type Vendor } from '../../domain/vendors';
import { useDeleteVendor } from './api/delete-vendor';
import { useVendor } from './api/get-vendor';
import { useUpdateVendor } from './api/update-vendor';
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
  const access = useVendorAccess();
  const update = useUpdateVendor();
  const remove = useDeleteVendor();
  const placeNames = usePlaceNames();
  // The record the form was filled from: its version is what the next save is based on.
  const [base, setBase] = useState(vendor);
  const [conflict, setConflict] = useState<Vendor | null>(null);
  const imageSrc = useImageSrc(base.imageUrl);
  const form = useForm<VendorFormValues>({
    mode: 'controlled',
    initialValues: vendorValuesOf(vendor),
    validate: vendorRules,
  });

  function submit(values: VendorFormValues) {
    const body = { ...vendorPayload(values, base.imageUrl), version: base.version };
    update.mutate(
      { id: base.id, body, image: values.image, names: placeNames(values) },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) toastSuccess(`The vendor "${outcome.data.name}" was saved.`);
          void navigate(VENDORS_PATH);
        },
        onError: (error) => {
          const current = conflictRecord<Vendor>(error, vendorSchema);
          if (current) return setConflict(current);
          applyFieldErrors(form, error);
          showErrorToast(error);
        },
      },
    );
  }

  function reload() {
    if (!conflict) return;
    setBase(conflict);
    form.setValues(vendorValuesOf(conflict));
    form.resetDirty(vendorValuesOf(conflict));
    setConflict(null);
  }

  function confirmDelete() {
    openDeleteConfirm({
      message: `The vendor "${base.name}" will be deleted. A vendor that still has crews, mobile users or console users cannot be deleted.`,
      onConfirm: () =>
        remove.mutate(base.id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(`The vendor "${base.name}" was deleted.`);
            void navigate(VENDORS_PATH, { replace: true });
          },
          onError: (error) => showErrorToast(error),
        }),
    });
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Vendors', to: VENDORS_PATH }}
        current={base.name}
        subLine={vendorPeopleText(base)}
        actions={
          access.canDelete ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmDelete}
            >
              Delete
            </Button>
          ) : null
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
  const { query, record } = useVendor(id);
  if (!record && !query.isError) return <CenteredLoader label="Loading the vendor" />;
  if (!record) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageMessage
        icon={IconBuildingOff}
        title={missing ? 'Vendor not found' : 'The vendor could not be loaded'}
        action={
          <Button component={Link} to={VENDORS_PATH} variant="light">
            Back to vendors
          </Button>
        }
      >
        {missing ? 'It may have been deleted.' : errorText(query.error)}
      </PageMessage>
    );
  }
  return <VendorEditor key={id} vendor={record} />;
}
