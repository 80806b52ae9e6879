import { useResetPasswordFromLink } from '../api/reset-password-from-link';
import { NewPasswordForm } from './new-password-form';

/** Sets the password of an emailed link; the password travels encrypted in a header. */
export function LinkPasswordForm({
  linkKey,
  firstName,
  onDone,
}: {
  linkKey: string;
  firstName: string | null;
  onDone: () => void;
}) {
  const reset = useResetPasswordFromLink();
  return (
    <NewPasswordForm
      label="Set your password"
      submitLabel="Save password"
      userInputs={firstName ? [firstName] : []}
      pending={reset.isPending}
      error={reset.error}
      onSave={(password) => reset.mutate({ key: linkKey, password }, { onSuccess: onDone })}
    />
  );
}
