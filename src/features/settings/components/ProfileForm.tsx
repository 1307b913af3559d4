import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { conflictRecord } from '../../../api/conflict';
import { showErrorToast } from '../../../api/error-toast';
import { applyFieldErrors } from '../../../api/form-errors';
import { ImageNeedsConnectionError } from '../../../api/images';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { requiredRule } from '../../../components/form/rules';
import { TextField } from '../../../components/form/TextFields';
import { UserImageField } from '../../../components/form/UserImageField';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import { toastError, toastSuccess } from '../../../components/toast';
import { UserAvatar } from '../../../components/UserAvatar';
import { profileSchema, type Profile } from '../../../domain/profile';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  name: string;
  phone: string;
  imageUrl: string | null;
}

function valuesOf(profile: Profile): ProfileValues {
  return { name: profile.name, phone: profile.phone ?? '', imageUrl: profile.imageUrl };
}

/** My name, phone and picture. Email, role and vendor are shown but belong to the administrator. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [version, setVersion] = useState(profile.version);
  const [image, setImage] = useState<File | null>(null);
  const [conflict, setConflict] = useState<Profile | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: { name: requiredRule('Name'), phone: phoneRule },
  });

  function reloadCurrent(current: Profile) {
    form.setValues(valuesOf(current));
    form.resetDirty();
    setImage(null);
    setVersion(current.version);
    setConflict(null);
  }

  // A newer record than the form started from (the copy restored at start-up, refreshed from the server, or
  // a change saved elsewhere) is shown, unless the user has begun editing.
  const [seenVersion, setSeenVersion] = useState(profile.version);
  if (profile.version !== seenVersion) {
    setSeenVersion(profile.version);
    if (profile.version > version && !form.isDirty()) reloadCurrent(profile);
  }

  const handleSubmit = form.onSubmit((values) => {
    const change = { name: values.name.trim(), phone: textOrNull(values.phone), imageUrl: values.imageUrl };
    update.mutate(
      { ...change, version, image },
      {
        onSuccess: (outcome) => {
          setVersion(version + 1);
          setImage(null);
          if (outcome.queued) return;
          form.setFieldValue('imageUrl', outcome.data.imageUrl);
          setVersion(outcome.data.version);
          toastSuccess('Your profile was saved.');
        },
        onError: (error) => {
          if (error instanceof ImageNeedsConnectionError) return toastError(error.message);
          const current = conflictRecord(error, profileSchema);
          if (current) return setConflict(current);
          applyFieldErrors(form, error);
          showErrorToast(error);
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profile-details">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-details">
            Your details
          </Title>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <UserAvatar name={form.values.name || profile.name} imageUrl={profile.imageUrl} size={56} />
            <Stack gap={2} miw={0}>
              <Text fw={600} truncate>
                {profile.email}
              </Text>
              <Text size="sm">{`${profile.roleName}${profile.vendorName ? ` · ${profile.vendorName}` : ''}`}</Text>
              <Text size="xs" c="dimmed">
                Your email, role and vendor are set by an administrator.
              </Text>
            </Stack>
          </Group>
          {conflict ? (
            <ConflictAlert subject="your profile" onReload={() => reloadCurrent(conflict)} />
          ) : null}
          <TextField label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <UserImageField
            label="Picture"
            imageUrl={form.values.imageUrl}
            file={image}
            onFileChange={setImage}
            onRemove={() => form.setFieldValue('imageUrl', null)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
