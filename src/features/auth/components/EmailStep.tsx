import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showFormErrors } from '../../../components/form/form-errors';
import { emailRule } from '../../../components/form/rules';
import { EmailField } from '../../../components/form/TextFields';
import { toastSuccess } from '../../../notices/toast';
import { useForgetPassword } from '../api/forget-password';

interface EmailStepProps {
  initialEmail: string;
  onSent: (email: string) => void;
}

/** Step 1 of 3: the account's email, to which the one-time password is sent. */
export function EmailStep({ initialEmail, onSent }: EmailStepProps) {
  const request = useForgetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: { email: emailRule('Email', { required: true }) },
  });

  const handleSubmit = form.onSubmit(({ email }) => {
    const trimmed = email.trim();
    request.mutate(
      { email: trimmed },
      {
        onSuccess: (message) => {
          toastSuccess(message);
          onSent(trimmed);
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <EmailField label="Email" required autoFocus {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
