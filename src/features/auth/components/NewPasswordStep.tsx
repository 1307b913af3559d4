import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showFormErrors } from '../../../components/form/form-errors';
import { firstError, requiredRule } from '../../../components/form/rules';
import { PasswordField } from '../../../components/form/TextFields';
import { toastSuccess } from '../../../notices/toast';
import { SERVER_MESSAGES } from '../../../domain/messages';
import { passwordSchema } from '../../../domain/validation';
import { useResetPassword } from '../api/reset-password';

export const PASSWORDS_DIFFER = 'The passwords do not match.';

interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** The same rule the server applies, checked before sending so the user hears it at once. */
function strongPassword(value: unknown): string | null {
  return passwordSchema.safeParse(value).success ? null : SERVER_MESSAGES.weakPassword;
}

/** Step 3 of 3: the new password, typed twice. */
export function NewPasswordStep({ email, resetToken, onDone }: NewPasswordStepProps) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: firstError(requiredRule('New password'), strongPassword),
      confirmPassword: (value, values) =>
        requiredRule('Confirm password')(value) ?? (value === values.newPassword ? null : PASSWORDS_DIFFER),
    },
  });

  const handleSubmit = form.onSubmit(({ newPassword }) => {
    reset.mutate(
      { email, resetToken, newPassword },
      {
        onSuccess: (message) => {
          toastSuccess(message);
          onDone();
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordField
          label="New password"
          required
          autoFocus
          autoComplete="new-password"
          description={SERVER_MESSAGES.weakPassword}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
