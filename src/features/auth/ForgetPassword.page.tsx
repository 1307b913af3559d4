import { Anchor, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../navigation/paths';
import { AuthLayout } from './components/AuthLayout';
import { EmailStep } from './components/EmailStep';
import { NewPasswordStep } from './components/NewPasswordStep';
import { OtpStep } from './components/OtpStep';
import '../../components/mantine-styles';

type Step = { kind: 'email' } | { kind: 'otp' } | { kind: 'password'; resetToken: string };

const STEP_TEXT: Record<Step['kind'], { index: number; description: string }> = {
  email: { index: 1, description: 'Enter the email of your account. We will send you a one-time password.' },
  otp: { index: 2, description: 'Enter the one-time password we sent to your email.' },
  password: { index: 3, description: 'Choose a new password for your account.' },
};

/** /forget-password: email, then the one-time password, then the new password. */
export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const { index, description } = STEP_TEXT[step.kind];

  return (
    <AuthLayout title="Reset password" description={description}>
      <div>
        <Text size="xs" c="dimmed" mb={4} aria-live="polite">
          Step {index} of 3
        </Text>
        <Progress value={(index / 3) * 100} size="sm" aria-hidden />
      </div>
      {step.kind === 'email' ? (
        <EmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep({ kind: 'otp' });
          }}
        />
      ) : null}
      {step.kind === 'otp' ? (
        <OtpStep
          email={email}
          onVerified={(resetToken) => setStep({ kind: 'password', resetToken })}
          onChangeEmail={() => setStep({ kind: 'email' })}
        />
      ) : null}
      {step.kind === 'password' ? (
        <NewPasswordStep
          email={email}
          resetToken={step.resetToken}
          onDone={() => void navigate(SIGN_IN_PATH, { replace: true })}
        />
      ) : null}
      <Anchor component={Link} to={SIGN_IN_PATH} size="sm" ta="center" py={10}>
        Back to sign in
      </Anchor>
    </AuthLayout>
  );
}
