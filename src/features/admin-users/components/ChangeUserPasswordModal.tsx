import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { whenSaved } from '../../../components/record/when-saved';
import { showFormErrors } from '../../../components/form/form-errors';
import { ActionModal } from '../../../components/ActionModal';
import { confirmPasswordRule, strongPasswordRule } from '../../../components/form/password-rules';
import { PasswordField } from '../../../components/form/TextFields';
import { SERVER_MESSAGES } from '../../../domain/messages';
import { useChangeUserPassword } from '../api/admin-users';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const NEW_LABEL = 'New password';
const CONFIRM_LABEL = 'Confirm password';

interface ChangeUserPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
  userName: string;
}

/** An administrator sets another user's password; that user is signed out everywhere and notified. */
export function ChangeUserPasswordModal({ opened, onClose, userId, userName }: ChangeUserPasswordModalProps) {
  const change = useChangeUserPassword();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: strongPasswordRule(NEW_LABEL),
      confirmPassword: confirmPasswordRule<PasswordValues>(CONFIRM_LABEL, (values) => values.newPassword),
    },
  });

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.onSubmit(({ newPassword }) => {
    change.mutate(
      { userId, newPassword },
      whenSaved({
        saved: (data) => data,
        after: () => close(),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  });

  return (
    <ActionModal
      opened={opened}
      onCancel={close}
      onSubmit={() => submit()}
      title={`Change password of ${userName}`}
      submitLabel="Change password"
      submitting={change.isPending}
    >
      <Text size="sm">
        {userName} will be signed out on every device and told that their password was changed.
      </Text>
      <PasswordField
        label={NEW_LABEL}
        required
        data-autofocus
        autoComplete="new-password"
        description={SERVER_MESSAGES.weakPassword}
        {...form.getInputProps('newPassword')}
      />
      <PasswordField
        label={CONFIRM_LABEL}
        required
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
    </ActionModal>
  );
}
