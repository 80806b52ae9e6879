import { Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { loadSignIn, useLogin } from '../api/login';
import { useFormFields } from '../hooks/use-form-fields';
import { EmailInput } from './email-input';
import { FormErrorAlert } from './form-error-alert';

const EMPTY = { email: '', password: '' };

/** Signing in stores the session; the sign-in route then moves the user on. */
export function SignInForm() {
  const login = useLogin();
  const form = useFormFields(EMPTY);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = await loadSignIn().catch(() => null);
    // Offline before the checks arrived: the call fails the same way and its alert says why.
    if (!request) return login.mutate(form.values);
    const { data, errors } = request.checkSignIn(form.values);
    form.setErrors(errors);
    if (data) login.mutate(data);
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSignIn()}
      noValidate
      aria-label="Sign in"
    >
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
