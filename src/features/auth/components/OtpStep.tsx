import { Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { toastSuccess } from '../../../notices/toast';
import { useForgetPassword } from '../api/forget-password';
import { useVerifyOtp } from '../api/verify-otp';

export const OTP_LENGTH = 6;
export const OTP_INCOMPLETE = `Enter the ${OTP_LENGTH}-digit code from the email.`;

interface OtpStepProps {
  email: string;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

/** Step 2 of 3: the six-digit one-time password from the email. */
export function OtpStep({ email, onVerified, onChangeEmail }: OtpStepProps) {
  const verify = useVerifyOtp();
  const resend = useForgetPassword();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError(OTP_INCOMPLETE);
      return;
    }
    verify.mutate({ email, otp }, { onSuccess: onVerified, onError: (failure) => showErrorToast(failure) });
  }

  function handleResend() {
    setOtp('');
    resend.mutate(
      { email },
      { onSuccess: (message) => toastSuccess(message), onError: (failure) => showErrorToast(failure) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label="One-time password" labelProps={{ id: labelId }} error={error} withAsterisk>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setError(null);
            }}
            error={Boolean(error)}
            aria-labelledby={labelId}
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}` })}
            mt={6}
            gap={6}
          />
        </Input.Wrapper>
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify code
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" onClick={onChangeEmail}>
            Use another email
          </Button>
          <Button variant="subtle" onClick={handleResend} loading={resend.isPending}>
            Send a new code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
