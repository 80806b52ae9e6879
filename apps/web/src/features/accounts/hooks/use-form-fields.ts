import { type ChangeEvent, useCallback, useState } from 'react';
import { type FieldErrors, serverFieldError } from '../../../lib/field-errors';

/** Text fields of a form: their values and this browser's messages, cleared as a field changes. */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const onChange = (field: F) => (event: ChangeEvent<HTMLInputElement>) =>
    setValue(field, event.currentTarget.value);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** The message to show on a field: this browser's first, else the server's for that field. */
  const errorOf = (field: F, callError: unknown, serverField: string = field) =>
    errors[field] ?? serverFieldError(callError, serverField);

  return { values, errors, setErrors, setValue, onChange, reset, errorOf };
}
