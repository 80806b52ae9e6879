import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { explainedOnFields } from '../../../lib/field-errors';

/** A failed call's message, unless the server already explained it on the form's fields. */
export function FormErrorAlert({
  error,
  fields = [],
  title,
  children,
}: {
  error: unknown;
  fields?: readonly string[];
  /** "Could not save"; none where the form around it already says what failed. */
  title?: string;
  /** Something to do about it, under the message. */
  children?: ReactNode;
}) {
  if (!error || explainedOnFields(error, fields)) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {errorMessage(error)}
      {children}
    </Alert>
  );
}
