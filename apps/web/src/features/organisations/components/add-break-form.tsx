import { organisations } from '@kitlab/contract';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { bodyOf, checkFields, explainedOnFields, serverFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useAddSchoolBreak } from '../api/add-school-break';
import { breakDatesInWords } from '../utils/holiday-words';

const breakBody = bodyOf(organisations.addSchoolBreak);
const FIELDS = ['name', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', from: '', to: '' };

/** "Add a break": a name, a first and a last day; the contract's rules checked before sending. */
export function AddBreakForm({ schoolToken }: { schoolToken: string }) {
  const adding = useAddSchoolBreak(schoolToken);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const errorOf = (field: Field) => errors[field] ?? serverFieldError(adding.error, field);
  const field = (name: Field) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(breakBody, values);
    setErrors(checked.errors);
    if (!checked.data) return;
    const added = checked.data;
    adding.mutate(added, {
      onSuccess: () => {
        setValues(EMPTY);
        showToast({
          tone: 'success',
          message: `${added.name} added: ${breakDatesInWords(added)}.`,
        });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a break">
      <Stack gap="md">
        {adding.isError && !explainedOnFields(adding.error, FIELDS) ? (
          <Alert color="red" variant="light" title="Could not add the break" role="alert">
            {errorMessage(adding.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          placeholder="Spring half term"
          maxLength={organisations.HOLIDAY_NAME_MAX}
          required
          {...field('name')}
        />
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <TextInput type="date" label="First day" required miw={150} {...field('from')} />
          <TextInput type="date" label="Last day" required miw={150} {...field('to')} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={adding.isPending}>
            Add break
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
