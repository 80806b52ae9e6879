import { accounts } from '@kitlab/contract';

/** The same answer whether or not the account exists, so it tells nobody which emails do. */
export function presentRecoveryCodeSent() {
  return {
    detail: accounts.RECOVERY_CODE_SENT_DETAIL,
    resend_after_seconds: accounts.RECOVERY_RESEND_COOLDOWN_SECONDS,
  };
}

/** Whether a password reset may go on, and the name to greet its user by. */
export function presentPasswordResetCheck(
  valid: boolean,
  user: { firstName: string; mustChangePassword: boolean } | null,
) {
  return {
    valid,
    must_change_password: user?.mustChangePassword ?? false,
    first_name: user?.firstName ?? null,
  };
}

/** The key that lets a verified recovery set a new password, and how long it lasts. */
export function presentRecoveryKey(resetKey: string, ttlSeconds: number) {
  return { reset_key: resetKey, expires_in_seconds: ttlSeconds };
}
