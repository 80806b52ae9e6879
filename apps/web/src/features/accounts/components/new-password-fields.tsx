import { PasswordInput, Stack } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { StrengthMeter } from '../../../components/ui/strength-meter';
import { usePasswordStrength } from '../hooks/use-password-strength';
import type { NewPasswordValues } from '../utils/new-password';

type Field = keyof NewPasswordValues;

/** "New password" with its strength meter, and the same password typed again. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  userInputs,
  autoFocus,
}: {
  values: NewPasswordValues;
  errors: Partial<Record<Field, string | undefined>>;
  onChange: (field: Field) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Name and email: a password made of them is marked down. */
  userInputs?: readonly string[];
  autoFocus?: boolean;
}) {
  const strength = usePasswordStrength(values.password, userInputs);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordInput
          label="New password"
          description="At least 8 characters. A short sentence is easy to remember and hard to guess."
          autoComplete="new-password"
          required
          autoFocus={autoFocus}
          value={values.password}
          onChange={onChange('password')}
          error={errors.password}
        />
        {strength ? <StrengthMeter {...strength} /> : null}
      </Stack>
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={onChange('confirm')}
        error={errors.confirm}
      />
    </Stack>
  );
}
