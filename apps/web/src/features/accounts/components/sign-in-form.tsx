import { accounts } from '@kitlab/contract';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useLogin } from '../api/login';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const loginBody = accounts.login.body;

/** The contract's own rules, so the form and the server agree on every message. */
function validate(values: Record<Field, string>) {
  if (!loginBody) return { data: values, errors: {} };
  const parsed = loginBody.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** Signing in stores the session; the sign-in route then moves the user on. */
export function SignInForm() {
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const serverErrors = isApiError(login.error) ? login.error.errors : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = validate(values);
    setFieldErrors(errors);
    if (data) login.mutate(data);
  };

  const onChange = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {login.isError ? (
          <Alert color="red" variant="light" title="Could not sign in" role="alert">
            {errorMessage(login.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={onChange('email')}
          error={fieldErrors.email ?? serverErrors.email?.[0]}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={onChange('password')}
          error={fieldErrors.password ?? serverErrors.password?.[0]}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
