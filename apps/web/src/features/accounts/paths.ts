/** Addresses of the accounts pages; docs/decisions/0007-account-screens.md says why these. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Fixed by the server's emails: `${PUBLIC_URL}/reset-password#key=…`. */
export const RESET_PASSWORD_PATH = '/reset-password';
export const ACCOUNT_SETTINGS_PATH = '/account-settings';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const USERS_PATH = '/admin/users';
export const userPath = (userToken: string) => `${USERS_PATH}/${encodeURIComponent(userToken)}`;
export const MAILBOX_PATH = '/admin/mailbox';
