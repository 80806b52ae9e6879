import { TextInput, type TextInputProps } from '@mantine/core';

/** An email field: the right keyboard on phones, and the browser's autofill when wanted. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
