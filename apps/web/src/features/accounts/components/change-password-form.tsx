import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { showToast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { useChangePassword } from '../api/change-password';
import { useFormFields } from '../hooks/use-form-fields';
import { newPasswordErrors } from '../utils/new-password';
import { FormErrorAlert } from './form-error-alert';
import { NewPasswordFields } from './new-password-fields';

type Field = 'current' | 'password' | 'confirm';
const EMPTY: Record<Field, string> = { current: '', password: '', confirm: '' };
const SERVER_FIELDS = ['current_password', 'new_password'] as const;

/** Current password, then the new one twice. Other devices are signed out when it changes. */
export function ChangePasswordForm({
  currentLabel = 'Current password',
}: {
  currentLabel?: string;
}) {
  const { profile } = useSession();
  const change = useChangePassword();
  const form = useFormFields(EMPTY);
  const userInputs = profile ? [profile.email, profile.first_name, profile.last_name] : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { current, password, confirm } = form.values;
    const errors: Partial<Record<Field, string>> = newPasswordErrors({ password, confirm });
    if (current === '') errors.current = 'Enter your current password.';
    else if (!errors.password && current === password) {
      errors.password = 'Choose a password different from your current one.';
    }
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    change.mutate(
      { current_password: current, new_password: password },
      {
        onSuccess: (answer) => {
          form.reset();
          showToast({ message: answer.detail, tone: 'success', autoClose: 6000 });
        },
      },
    );
  };

  const onChange = (field: Field) => {
    const handle = form.onChange(field);
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      if (change.isError) change.reset();
      handle(event);
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        <FormErrorAlert
          error={change.error}
          fields={SERVER_FIELDS}
          title="Could not change the password"
        />
        {change.isSuccess ? (
          <Alert color="teal" variant="light" title="Password changed" role="status">
            {change.data.detail}
          </Alert>
        ) : null}
        <PasswordInput
          label={currentLabel}
          autoComplete="current-password"
          required
          value={form.values.current}
          onChange={onChange('current')}
          error={form.errorOf('current', change.error, 'current_password')}
        />
        <NewPasswordFields
          values={form.values}
          errors={{
            password: form.errorOf('password', change.error, 'new_password'),
            confirm: form.errors.confirm,
          }}
          onChange={onChange}
          userInputs={userInputs}
        />
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
