import { accounts } from '@kitlab/contract';
import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { bodyOf, checkFields } from '../../../../lib/form-errors';
import { useRequestRecoveryCode } from '../../api/request-recovery-code';
import { useFormFields } from '../../hooks/use-form-fields';
import { EmailInput } from '../email-input';
import { FormErrorAlert } from '../form-error-alert';

const codeRequest = bodyOf(accounts.sendRecoveryCode);

/** Step 1: the email to send a 6-digit code to. */
export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, resendAfterSeconds: number) => void;
}) {
  const request = useRequestRecoveryCode();
  const form = useFormFields({ email: initialEmail });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = checkFields(codeRequest, form.values);
    form.setErrors(errors);
    if (!data) return;
    request.mutate(data, {
      onSuccess: (answer) => onSent(data.email, answer.resend_after_seconds),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email for the recovery code">
      <Stack gap="md">
        <FormErrorAlert error={request.error} fields={['email']} title="Could not send a code" />
        <EmailInput
          autoFocus
          value={form.values.email}
          onChange={form.onChange('email')}
          error={form.errorOf('email', request.error)}
        />
        <Button type="submit" fullWidth size="md" loading={request.isPending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
