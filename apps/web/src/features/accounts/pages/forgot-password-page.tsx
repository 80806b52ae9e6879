import { accounts } from '@kitlab/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { SIGN_IN_PATH } from '../../../lib/role-home';
import { CodeStep } from '../components/recovery/code-step';
import { EmailStep } from '../components/recovery/email-step';
import { NewPasswordStep } from '../components/recovery/new-password-step';
import { useCountdown } from '../hooks/use-countdown';

type Step =
  | { name: 'email' }
  | { name: 'code' }
  | { name: 'password'; resetKey: string }
  | { name: 'done' };

const CODE_MINUTES = accounts.RECOVERY_CODE_TTL_SECONDS / 60;

const HEADINGS: Record<Step['name'], { title: string; step?: number }> = {
  email: { title: 'Forgot your password?', step: 1 },
  code: { title: 'Check your email', step: 2 },
  password: { title: 'Choose a new password', step: 3 },
  done: { title: 'Password changed' },
};

/**
 * Password recovery by email code: email, the 6-digit code, a new password, done. The reset key
 * lives only in this page's memory.
 */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const cooldown = useCountdown();
  const heading = HEADINGS[step.name];

  const description =
    step.name === 'email'
      ? 'Enter the email you sign in with. We will email you a 6-digit code.'
      : step.name === 'code'
        ? `If an account uses ${email}, we have sent it a 6-digit code. It is valid for ${CODE_MINUTES} minutes.`
        : step.name === 'password'
          ? `Choose the new password for ${email}.`
          : undefined;

  return (
    <AuthCard title={heading.title} description={description}>
      <Stack gap="md">
        {heading.step ? (
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Step {heading.step} of 3
          </Text>
        ) : null}
        {step.name === 'email' ? (
          <EmailStep
            initialEmail={email}
            onSent={(sentTo, resendAfter) => {
              setEmail(sentTo);
              cooldown.start(resendAfter);
              setStep({ name: 'code' });
            }}
          />
        ) : null}
        {step.name === 'code' ? (
          <CodeStep
            email={email}
            resendIn={cooldown.secondsLeft}
            onResent={cooldown.start}
            onVerified={(resetKey) => setStep({ name: 'password', resetKey })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        ) : null}
        {step.name === 'password' ? (
          <NewPasswordStep
            email={email}
            resetKey={step.resetKey}
            onDone={() => setStep({ name: 'done' })}
            onStartAgain={() => setStep({ name: 'email' })}
          />
        ) : null}
        {step.name === 'done' ? (
          <>
            <Alert color="teal" variant="light" role="status">
              Your password has been changed. You can now sign in with it.
            </Alert>
            <Button component={Link} to={SIGN_IN_PATH} fullWidth size="md">
              Back to sign in
            </Button>
          </>
        ) : (
          <Group justify="center">
            <Anchor component={Link} to={SIGN_IN_PATH} size="sm">
              Back to sign in
            </Anchor>
          </Group>
        )}
      </Stack>
    </AuthCard>
  );
}
