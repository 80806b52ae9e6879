import { Button } from '@mantine/core';
import { isApiError } from '../../../../lib/api-error';
import { useResetForgottenPassword } from '../../api/reset-forgotten-password';
import { NewPasswordForm } from '../new-password-form';

/** Step 3: the new password, sent encrypted with the reset key. */
export function NewPasswordStep({
  email,
  resetKey,
  onDone,
  onStartAgain,
}: {
  email: string;
  resetKey: string;
  onDone: () => void;
  onStartAgain: () => void;
}) {
  const reset = useResetForgottenPassword();
  const keyExpired = isApiError(reset.error) && reset.error.code === 'invalid_key';
  return (
    <NewPasswordForm
      label="Set a new password"
      submitLabel="Save new password"
      userInputs={[email]}
      pending={reset.isPending}
      error={reset.error}
      errorAction={
        keyExpired ? (
          <Button mt="sm" size="xs" variant="outline" color="red" onClick={onStartAgain}>
            Start again
          </Button>
        ) : null
      }
      onSave={(password) => reset.mutate({ reset_key: resetKey, password }, { onSuccess: onDone })}
    />
  );
}
