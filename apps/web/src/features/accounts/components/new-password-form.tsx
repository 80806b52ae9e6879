import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { usePublicKey } from '../api/get-public-key';
import { useFormFields } from '../hooks/use-form-fields';
import { newPasswordErrors } from '../utils/new-password';
import { FormErrorAlert } from './form-error-alert';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { password: '', confirm: '' };

/**
 * A new password typed twice, for the signed-out screens that set one with a key (a recovery code
 * or an emailed link). The call that saves it encrypts it with the server's public key.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  userInputs,
  pending,
  error,
  errorAction,
  onSave,
}: {
  label: string;
  submitLabel: string;
  userInputs: readonly string[];
  pending: boolean;
  error: unknown;
  /** What the user can do when saving failed, such as starting again. */
  errorAction?: ReactNode;
  onSave: (password: string) => void;
}) {
  // Fetched while the user types, so saving does not wait for it.
  usePublicKey();
  const form = useFormFields(EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = newPasswordErrors(form.values);
    form.setErrors(errors);
    if (!errors.password && !errors.confirm) onSave(form.values.password);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormErrorAlert error={error} fields={['password']} title="Could not save the password">
          {errorAction}
        </FormErrorAlert>
        <NewPasswordFields
          values={form.values}
          errors={{ password: form.errorOf('password', error), confirm: form.errors.confirm }}
          onChange={form.onChange}
          userInputs={userInputs}
          autoFocus
        />
        <Button type="submit" fullWidth size="md" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
