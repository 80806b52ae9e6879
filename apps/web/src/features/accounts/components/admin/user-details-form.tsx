import { accounts } from '@kitlab/contract';
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { bodyOf, checkFields } from '../../../../lib/form-errors';
import { showToast } from '../../../../lib/toasts';
import type { ManagedUser } from '../../api/list-users';
import { useUpdateUser } from '../../api/update-user';
import { useFormFields } from '../../hooks/use-form-fields';
import { EmailInput } from '../email-input';
import { FormErrorAlert } from '../form-error-alert';
import { NameFields } from '../name-fields';

const updateBody = bodyOf(accounts.updateUser);
type Field = 'first_name' | 'last_name' | 'email';
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'email'];

/** A managed user's name and email; only what changed is sent. */
export function UserDetailsForm({ user }: { user: ManagedUser }) {
  const update = useUpdateUser(user.user_token);
  const form = useFormFields<Field>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = FIELDS.filter((field) => form.values[field].trim() !== user[field]);
    const { data, errors } = checkFields(
      updateBody,
      Object.fromEntries(changed.map((field) => [field, form.values[field]])),
    );
    form.setErrors(errors);
    if (!data) return;
    if (changed.length === 0) {
      showToast({ message: 'Nothing to save: no field has changed.' });
      return;
    }
    update.mutate(data, {
      onSuccess: () => showToast({ message: 'The changes have been saved.', tone: 'success' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="User details">
      <Stack gap="md">
        <FormErrorAlert error={update.error} fields={FIELDS} title="Could not save" />
        <NameFields
          values={form.values}
          onChange={form.onChange}
          errorOf={(field) => form.errorOf(field, update.error)}
        />
        <EmailInput
          autoComplete="off"
          value={form.values.email}
          onChange={form.onChange('email')}
          error={form.errorOf('email', update.error)}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
