import { Box, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../../components/form/ChoiceFields';
import { EmailField, PasswordField, TextField } from '../../../components/form/TextFields';
import { UserImageField } from '../../../components/form/UserImageField';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import { SERVER_MESSAGES } from '../../../domain/messages';
import type { Option } from '../../../domain/paging';
import type { RoleOptionGroup } from '../api/admin-users';
import { LABELS, type AdminUserFormValues } from './admin-user-form';

interface AdminUserFieldsetProps {
  form: UseFormReturnType<AdminUserFormValues>;
  creating: boolean;
  /** The signed-in user edits their own account: role, vendor and activity stay as they are. */
  self: boolean;
  readOnly: boolean;
  /** The signed-in user's own vendor, when they work for one: new users belong to it too. */
  ownVendorName: string | null;
  vendorOption: Option | null;
  onVendorChange: (option: Option | null) => void;
  roleGroups: RoleOptionGroup[];
  image: File | null;
  onImageChange: (file: File | null) => void;
}

/** The fields of an admin user: who they are, their role and vendor, whether they may sign in, a picture. */
export function AdminUserFieldset({
  form,
  creating,
  self,
  readOnly,
  ownVendorName,
  vendorOption,
  onVendorChange,
  roleGroups,
  image,
  onImageChange,
}: AdminUserFieldsetProps) {
  const lockedForSelf = readOnly || self;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField label={LABELS.name} required disabled={readOnly} {...form.getInputProps('name')} />
        <EmailField label={LABELS.email} required disabled={readOnly} {...form.getInputProps('email')} />
        <TextField
          label={LABELS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          disabled={readOnly}
          {...form.getInputProps('phone')}
        />
        {ownVendorName ? (
          <Box>
            <Text size="sm" fw={500}>
              {LABELS.vendor}
            </Text>
            <Text size="sm" mih={36} pt={8}>
              {ownVendorName}
            </Text>
          </Box>
        ) : (
          <VendorSelect
            label={LABELS.vendor}
            placeholder="None: an organisation-level user"
            description="Leave empty for someone of the organisation itself."
            disabled={lockedForSelf}
            value={form.values.vendorId}
            selectedOption={vendorOption}
            onChange={(_id, option) => onVendorChange(option)}
          />
        )}
        <SelectField
          label={LABELS.role}
          required
          data={roleGroups}
          searchable
          nothingFoundMessage="No roles of this kind yet"
          description={
            form.values.vendorId
              ? SERVER_MESSAGES.vendorUserRoleCategory
              : SERVER_MESSAGES.organisationUserRoleCategory
          }
          disabled={lockedForSelf}
          {...form.getInputProps('roleId')}
        />
        {creating ? (
          <PasswordField
            label={LABELS.password}
            required
            autoComplete="new-password"
            description={`${SERVER_MESSAGES.weakPassword} The user can change it from their profile.`}
            {...form.getInputProps('password')}
          />
        ) : null}
      </SimpleGrid>
      <Box mih={44} style={{ display: 'flex', alignItems: 'center' }}>
        <Switch
          label={LABELS.active}
          description={self ? SERVER_MESSAGES.cannotDeactivateSelf : 'Inactive users cannot sign in.'}
          disabled={lockedForSelf}
          size="md"
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </Box>
      {self && !readOnly ? (
        <Text size="sm" c="dimmed">
          This is your own account: your role, vendor and activity can be changed only by another
          administrator.
        </Text>
      ) : null}
      <UserImageField
        label={LABELS.image}
        imageUrl={form.values.imageUrl}
        file={image}
        onFileChange={onImageChange}
        onRemove={() => form.setFieldValue('imageUrl', null)}
        disabled={readOnly}
      />
    </Stack>
  );
}
