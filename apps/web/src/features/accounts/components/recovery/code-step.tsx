import { accounts } from '@kitlab/contract';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { bodyOf, checkFields } from '../../../../lib/form-errors';
import { useRequestRecoveryCode } from '../../api/request-recovery-code';
import { useVerifyRecoveryCode } from '../../api/verify-recovery-code';
import { formatCountdown } from '../../hooks/use-countdown';
import { useFormFields } from '../../hooks/use-form-fields';
import { FormErrorAlert } from '../form-error-alert';

const codeCheck = bodyOf(accounts.verifyRecoveryCode);

/** Step 2: the 6-digit code from the email, with a resend button that waits out its cool-down. */
export function CodeStep({
  email,
  resendIn,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  /** Seconds until another code may be asked for. */
  resendIn: number;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: (resetKey: string) => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyRecoveryCode();
  const resend = useRequestRecoveryCode();
  const form = useFormFields({ otp: '' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = checkFields(codeCheck, { email, otp: form.values.otp });
    form.setErrors({ otp: errors.otp });
    if (!data) return;
    verify.mutate(data, { onSuccess: (answer) => onVerified(answer.reset_key) });
  };

  const onResend = () => {
    verify.reset();
    form.reset();
    resend.mutate({ email }, { onSuccess: (answer) => onResent(answer.resend_after_seconds) });
  };

  const failure = verify.error ?? resend.error;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Recovery code">
      <Stack gap="md">
        <FormErrorAlert error={failure} fields={['otp']} title="Something went wrong" />
        {resend.isSuccess && !failure ? (
          <Alert color="teal" variant="light" role="status">
            A new code is on its way. Only the newest code works.
          </Alert>
        ) : null}
        <TextInput
          label="6-digit code"
          description="Check your inbox and spam folder."
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          autoFocus
          value={form.values.otp}
          onChange={(event) => {
            if (verify.isError) verify.reset();
            form.setValue('otp', event.currentTarget.value.replace(/\D/g, ''));
          }}
          error={form.errorOf('otp', verify.error)}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" fullWidth size="md" loading={verify.isPending}>
          Verify code
        </Button>
        <Stack gap={4} align="center">
          <Button
            variant="subtle"
            onClick={onResend}
            disabled={resendIn > 0}
            loading={resend.isPending}
          >
            {resendIn > 0 ? `Resend code in ${formatCountdown(resendIn)}` : 'Resend code'}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Not {email}?{' '}
            <Button variant="transparent" size="compact-sm" onClick={onChangeEmail} p={0}>
              Use a different email
            </Button>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
