import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { showFormErrors } from '../../components/form/form-errors';
import { FORGET_PASSWORD_PATH } from '../../navigation/paths';
import { emailRule, requiredRule } from '../../components/form/rules';
import { EmailField, PasswordField } from '../../components/form/TextFields';
import { AuthLayout } from './components/AuthLayout';
import { useSignIn } from './api/sign-in';

interface SignInValues {
  email: string;
  password: string;
}

/** /sign-in: email and password; afterwards the page the user was sent away from, or the dashboard. */
export function SignInPage() {
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailRule('Email', { required: true }), password: requiredRule('Password') },
  });

  const handleSubmit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        // Success needs no step here: the stored session makes the public-route guard move on to the page
        // the user was sent away from, or the dashboard.
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  return (
    <AuthLayout title="Sign in" description="Use the email and password of your console account.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EmailField label="Email" required autoFocus {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={FORGET_PASSWORD_PATH} size="sm" py={10}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
