import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { conflictRecord, refusalMessage } from '../../../data/conflict';
import { showFormErrors } from '../../../components/form/form-errors';
import { ImageNeedsConnectionError } from '../../../data/images';
import { useSessionInfo } from '../../../data/session-info';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { toastError, toastSuccess } from '../../../notices/toast';
import type { Option } from '../../../domain/paging';
import { userSummarySchema, type UserSummary } from '../../../domain/users';
import {
  adminUsers,
  ORGANISATION_ROLE_CATEGORIES,
  useRoleOptions,
  VENDOR_ROLE_CATEGORIES,
} from '../api/admin-users';
import {
  adminUserFields,
  adminUserFormValues,
  adminUserRules,
  type AdminUserFormValues,
} from './admin-user-form';
import { AdminUserFieldset } from './AdminUserFieldset';

interface AdminUserFormProps {
  /** null for a new user. */
  user: UserSummary | null;
  readOnly: boolean;
  onDone: () => void;
}

function vendorOptionOf(user: UserSummary | null): Option | null {
  return user?.vendorId ? { id: user.vendorId, name: user.vendorName ?? '' } : null;
}

/** Creates or edits an admin user; the server's field errors land on their fields, refusals above them. */
export function AdminUserForm({ user, readOnly, onDone }: AdminUserFormProps) {
  const session = useSessionInfo().data;
  const ownVendorId = session?.user.vendorId ?? null;
  const self = user !== null && user.id === session?.user.id;
  const [version, setVersion] = useState(user?.version ?? 0);
  const [vendor, setVendor] = useState<Option | null>(vendorOptionOf(user));
  const [image, setImage] = useState<File | null>(null);
  const [conflict, setConflict] = useState<UserSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const createUser = adminUsers.useCreate();
  const updateUser = adminUsers.useUpdate();
  const form = useForm<AdminUserFormValues>({
    mode: 'controlled',
    initialValues: adminUserFormValues(user, ownVendorId),
    validate: adminUserRules(user === null),
  });
  const roles = useRoleOptions(form.values.vendorId ? VENDOR_ROLE_CATEGORIES : ORGANISATION_ROLE_CATEGORIES);

  function chooseVendor(option: Option | null) {
    const wasVendor = form.values.vendorId !== null;
    setVendor(option);
    form.setFieldValue('vendorId', option?.id ?? null);
    // Organisation users and vendor users hold different kinds of role, so a switch clears the role.
    if (wasVendor !== (option !== null)) form.setFieldValue('roleId', null);
  }

  function handleError(error: Error) {
    if (error instanceof ImageNeedsConnectionError) return toastError(error.message);
    const current = conflictRecord(error, userSummarySchema);
    if (current) return setConflict(current);
    const message = refusalMessage(error);
    if (message) return setRefusal(message);
    showFormErrors(form, error);
  }

  function reloadCurrent(current: UserSummary) {
    form.setValues(adminUserFormValues(current, ownVendorId));
    form.resetDirty();
    setVendor(vendorOptionOf(current));
    setImage(null);
    setVersion(current.version);
    setConflict(null);
  }

  const handleSubmit = form.onSubmit((values) => {
    setRefusal(null);
    const fields = adminUserFields(values);
    const labels = {
      roleName: roles.roles.find((role) => role.id === fields.roleId)?.name ?? '',
      vendorName: fields.vendorId ? (vendor?.name ?? session?.user.vendorName ?? null) : null,
    };
    const callbacks = {
      onSuccess: (outcome: { queued: boolean }) => {
        if (!outcome.queued) toastSuccess(`${fields.name} was saved.`);
        onDone();
      },
      onError: handleError,
    };
    if (user) updateUser.mutate({ id: user.id, fields, version, image, labels }, callbacks);
    else createUser.mutate({ id: uuidv7(), fields, password: values.password, image, labels }, callbacks);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={880}>
        {conflict ? <ConflictAlert subject="this user" onReload={() => reloadCurrent(conflict)} /> : null}
        {refusal ? (
          <Alert color="red" title="Not saved" withCloseButton onClose={() => setRefusal(null)} role="alert">
            {refusal}
          </Alert>
        ) : null}
        {roles.failed ? (
          <Alert color="red" title="The roles could not be loaded">
            Check the connection and open this page again.
          </Alert>
        ) : null}
        <AdminUserFieldset
          form={form}
          creating={user === null}
          self={self}
          readOnly={readOnly}
          ownVendorName={ownVendorId ? (session?.user.vendorName ?? null) : null}
          vendorOption={vendor}
          onVendorChange={chooseVendor}
          roleGroups={roles.groups}
          image={image}
          onImageChange={setImage}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {readOnly ? 'Back to admin users' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={createUser.isPending || updateUser.isPending}>
              {user ? 'Save changes' : 'Create user'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
