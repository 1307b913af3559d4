import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ImageNeedsConnectionError } from '../../../data/images';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { requiredRule } from '../../../components/form/rules';
import { PhoneField, TextField } from '../../../components/form/TextFields';
import { UserImageField } from '../../../components/form/UserImageField';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { toastError, toastSuccess } from '../../../notices/toast';
import { UserAvatar } from '../../../components/UserAvatar';
import { profileSchema, type Profile } from '../../../domain/profile';
import { useUpdateProfile } from '../api/settings';
import { useUnsavedChanges } from '../../../components/record/unsaved-changes';

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
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: { name: requiredRule('Name'), phone: phoneRule },
  });
  useUnsavedChanges(form.isDirty());

  // A newer profile (the start-up copy refreshed, or a change saved elsewhere) is taken up unless editing began.
  const { base, setBase, conflict, failed, reload } = useRecordEditor({
    record: profile,
    form,
    valuesOf,
    schema: profileSchema,
  });

  const handleSubmit = form.onSubmit((values) => {
    const change = { name: values.name.trim(), phone: textOrNull(values.phone), imageUrl: values.imageUrl };
    update.mutate(
      { ...change, version: base.version, image },
      {
        onSuccess: (outcome) => {
          setImage(null);
          if (outcome.queued) return setBase({ ...base, ...change, version: base.version + 1 });
          form.setFieldValue('imageUrl', outcome.data.imageUrl);
          setBase(outcome.data);
          toastSuccess('Your profile was saved.');
        },
        onError: (error) => {
          if (error instanceof ImageNeedsConnectionError) return toastError(error.message);
          failed(error);
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
            <ConflictAlert
              subject="your profile"
              onReload={() => {
                setImage(null);
                reload();
              }}
            />
          ) : null}
          <TextField label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <PhoneField autoComplete="tel" {...form.getInputProps('phone')} />
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
