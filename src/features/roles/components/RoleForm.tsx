import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { conflictRecord, refusalMessage } from '../../../data/conflict';
import { showFormErrors } from '../../../components/form/form-errors';
import { useCanMany, useSessionInfo } from '../../../data/session-info';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { SelectField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextFields';
import { toastSuccess } from '../../../notices/toast';
import { roleSchema, type Role } from '../../../domain/roles';
import { roles, type PermissionGroup } from '../api/roles';
import { PermissionMatrix } from './PermissionMatrix';
import {
  CATEGORY_LABEL,
  ROLE_NAME_LABEL,
  roleFormRules,
  roleFormValues,
  rolePayload,
  type RoleFormValues,
} from './role-form';
import { CATEGORY_OPTIONS, holdersText, isLockedRole, LOCKED_ROLE_REASON } from './role-rules';

interface RoleFormProps {
  /** null for a new role. */
  role: Role | null;
  groups: readonly PermissionGroup[];
  initialCategory: number;
  onDone: () => void;
}

/** Name, category and the permission matrix of one role, saved with the version it was based on. */
export function RoleForm({ role, groups, initialCategory, onDone }: RoleFormProps) {
  const can = useCanMany(['role.create', 'role.update'] as const);
  const session = useSessionInfo();
  const held = useMemo(() => new Set(session.data?.permissions ?? []), [session.data]);
  const [version, setVersion] = useState(role?.version ?? 0);
  const [conflict, setConflict] = useState<Role | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const createRole = roles.useCreate();
  const updateRole = roles.useUpdate();
  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues: roleFormValues(role, initialCategory),
    validate: roleFormRules,
  });

  const { setFieldValue } = form;
  // Stable, so typing in the name does not redraw the whole matrix.
  const setPermissions = useCallback((next: string[]) => setFieldValue('permissions', next), [setFieldValue]);
  const canGrant = useCallback((key: string) => held.has(key), [held]);

  const locked = role !== null && isLockedRole(role);
  const readOnly = locked || !(role ? can['role.update'] : can['role.create']);
  const ungrantable = groups.some((group) =>
    group.areas.some((area) => area.permissions.some((permission) => !held.has(permission.key))),
  );

  function handleError(error: Error) {
    const current = conflictRecord(error, roleSchema);
    if (current) return setConflict(current);
    const message = refusalMessage(error);
    if (message) return setRefusal(message);
    showFormErrors(form, error);
  }

  function reloadCurrent(current: Role) {
    form.setValues(roleFormValues(current, current.category));
    form.resetDirty();
    setVersion(current.version);
    setConflict(null);
  }

  const handleSubmit = form.onSubmit((values) => {
    setRefusal(null);
    const callbacks = {
      onSuccess: (outcome: { queued: boolean }) => {
        if (!outcome.queued) toastSuccess(`The role “${values.name.trim()}” was saved.`);
        onDone();
      },
      onError: handleError,
    };
    if (role) updateRole.mutate({ id: role.id, body: { version, ...rolePayload(values) } }, callbacks);
    else createRole.mutate({ body: { id: uuidv7(), ...rolePayload(values) } }, callbacks);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {locked ? (
          <Alert color="blue" icon={<IconLock size={20} aria-hidden />} title="This role is read-only">
            {LOCKED_ROLE_REASON}
          </Alert>
        ) : null}
        {!locked && readOnly && session.data ? (
          <Alert color="gray" title="View only">
            Your role lets you see roles but not change them.
          </Alert>
        ) : null}
        {conflict ? <ConflictAlert subject="this role" onReload={() => reloadCurrent(conflict)} /> : null}
        {refusal ? (
          <Alert color="red" title="The role was not saved" withCloseButton onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label={ROLE_NAME_LABEL} required disabled={readOnly} {...form.getInputProps('name')} />
          <SelectField
            label={CATEGORY_LABEL}
            required
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            disabled={readOnly}
            description="Admin roles are for organisation users; Vendor and Crew roles for vendor users."
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
        {role ? (
          <Text size="sm" c="dimmed">
            {`Held by ${holdersText(role.holders).toLowerCase()}. Changes apply to them at once; their menus follow the next time they open or reload the console.`}
          </Text>
        ) : null}
        {readOnly ? null : (
          <Text size="sm" c="dimmed">
            Ticking any action of an area also ticks its View, which every other action needs.
            {ungrantable
              ? ' Boxes you cannot tick are permissions your own role does not have: nobody can give more than they hold.'
              : ''}
          </Text>
        )}
        <PermissionMatrix
          groups={groups}
          value={form.values.permissions}
          onChange={setPermissions}
          canGrant={canGrant}
          readOnly={readOnly}
        />
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 4 }}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" aria-live="polite">
              {`${form.values.permissions.length} permissions granted`}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={onDone}>
                {readOnly ? 'Back to roles' : 'Cancel'}
              </Button>
              {readOnly ? null : (
                <Button type="submit" loading={createRole.isPending || updateRole.isPending}>
                  Save role
                </Button>
              )}
            </Group>
          </Group>
        </Box>
      </Stack>
    </form>
  );
}
