import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

type NameField = 'first_name' | 'last_name';

/** First and last name side by side, stacked on a phone. */
export function NameFields({
  values,
  errorOf,
  onChange,
  own,
}: {
  values: Record<NameField, string>;
  errorOf: (field: NameField) => string | undefined;
  onChange: (field: NameField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** The user's own name, which the browser may fill in. */
  own?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        required
        value={values.first_name}
        onChange={onChange('first_name')}
        error={errorOf('first_name')}
      />
      <TextInput
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        required
        value={values.last_name}
        onChange={onChange('last_name')}
        error={errorOf('last_name')}
      />
    </SimpleGrid>
  );
}
