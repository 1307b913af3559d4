import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { newIdempotencyKey } from '../../api/http';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { PageMessage } from '../../components/PageState';
import { vendors } from './api/vendors';
import { useVendorAccess } from './components/vendor-access';
import {
  EMPTY_VENDOR,
  vendorPayload,
  vendorRules,
  VENDORS_PATH,
  type VendorFormValues,
} from './components/vendor-form';
import { VendorForm } from './components/VendorForm';

/** /user-management/vendor/create: a new contractor company. */
export function VendorCreatePage() {
  const navigate = useNavigate();
  const access = useVendorAccess();
  const create = vendors.useCreate();
  // One id and key per form: a create replayed from the outbox, or sent again, makes one vendor.
  const [ids] = useState(() => ({ id: uuidv7(), idempotencyKey: newIdempotencyKey() }));
  const form = useForm<VendorFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_VENDOR,
    validate: vendorRules,
  });

  if (access.vendorBound) {
    return (
      <PageMessage icon={IconLock} title="Vendors are created by your organisation">
        As a vendor user you manage your own vendor’s details.
      </PageMessage>
    );
  }

  function submit(values: VendorFormValues) {
    const body = { ...vendorPayload(values, null), id: ids.id };
    create.mutate(
      { body, image: values.image, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The vendor "${data.name}" was created.`,
        after: () => void navigate(VENDORS_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Vendors', to: VENDORS_PATH }} current="New vendor" />
      <VendorForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(VENDORS_PATH)}
        submitLabel="Create vendor"
        submitting={create.isPending}
      />
    </Stack>
  );
}
