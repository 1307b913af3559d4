import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { whenSaved } from '../../../components/record/when-saved';
import { showFormErrors } from '../../../components/form/form-errors';
import { confirmPasswordRule, strongPasswordRule } from '../../../components/form/password-rules';
import { requiredRule } from '../../../components/form/rules';
import { PasswordField } from '../../../components/form/TextFields';
import { SERVER_MESSAGES } from '../../../domain/messages';
import { useChangePassword } from '../api/settings';
import { useUnsavedChanges } from '../../../components/record/unsaved-changes';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_LABELS = {
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
} as const;

/** Changes my own password: the current one proves it is me, the new one is typed twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  // The fields remember having been left; a fresh set after a change keeps them from calling empty "required".
  const [generation, setGeneration] = useState(0);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: requiredRule(PASSWORD_LABELS.current),
      newPassword: strongPasswordRule(PASSWORD_LABELS.next),
      confirmPassword: confirmPasswordRule<PasswordValues>(
        PASSWORD_LABELS.confirm,
        (values) => values.newPassword,
      ),
    },
  });
  useUnsavedChanges(form.isDirty());

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      whenSaved({
        saved: (message) => message,
        after: () => {
          form.reset();
          setGeneration((current) => current + 1);
        },
        refused: (error) => showFormErrors(form, error),
      }),
    );
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profile-password">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" key={generation}>
          <div>
            <Title order={2} size="h4" id="profile-password">
              Password
            </Title>
            <Text size="sm" c="dimmed">
              You stay signed in here. You will get a notification that your password changed.
            </Text>
          </div>
          <PasswordField
            label={PASSWORD_LABELS.current}
            required
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={PASSWORD_LABELS.next}
            required
            autoComplete="new-password"
            description={SERVER_MESSAGES.weakPassword}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={PASSWORD_LABELS.confirm}
            required
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
