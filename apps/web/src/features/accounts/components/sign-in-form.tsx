import { accounts } from '@kitlab/contract';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { bodyOf, checkFields } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { useFormFields } from '../hooks/use-form-fields';
import { EmailInput } from './email-input';
import { FormErrorAlert } from './form-error-alert';

/** The contract's own rules, so the form and the server agree on every message. */
const loginBody = bodyOf(accounts.login);
const EMPTY = { email: '', password: '' };

/** Signing in stores the session; the sign-in route then moves the user on. */
export function SignInForm() {
  const login = useLogin();
  const form = useFormFields(EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = checkFields(loginBody, form.values);
    form.setErrors(errors);
    if (data) login.mutate(data);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormErrorAlert error={login.error} title="Could not sign in" />
        <EmailInput
          value={form.values.email}
          onChange={form.onChange('email')}
          error={form.errorOf('email', login.error)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={form.onChange('password')}
          error={form.errorOf('password', login.error)}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
