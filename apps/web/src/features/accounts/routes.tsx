import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { useMailboxAvailable } from './api/list-outbox';
import { AccountSettingsPage } from './pages/account-settings-page';
import { ChangePasswordPage } from './pages/change-password-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { MailboxPage } from './pages/mailbox-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { UserPage } from './pages/user-page';
import { UsersPage } from './pages/users-page';
import {
  ACCOUNT_SETTINGS_PATH,
  CHANGE_PASSWORD_PATH,
  FORGOT_PASSWORD_PATH,
  MAILBOX_PATH,
  PRIVACY_POLICY_PATH,
  RESET_PASSWORD_PATH,
  USERS_PATH,
} from './paths';

/** Password recovery, reset links, the user's own account, and user administration. */
export const accountsRoutes: FeatureRoutes = {
  publicRoutes: [{ path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> }],
  openRoutes: [{ path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> }],
  signedInRoutes: [
    { path: ACCOUNT_SETTINGS_PATH, element: <AccountSettingsPage /> },
    { path: CHANGE_PASSWORD_PATH, element: <ChangePasswordPage /> },
    { path: PRIVACY_POLICY_PATH, element: <PrivacyPolicyPage /> },
    {
      element: <RequireRole roles={['C']} />,
      children: [
        { path: USERS_PATH, element: <UsersPage /> },
        { path: `${USERS_PATH}/:userToken`, element: <UserPage /> },
        { path: MAILBOX_PATH, element: <MailboxPage /> },
      ],
    },
  ],
  nav: [
    { label: 'Users', to: USERS_PATH, roles: ['C'] },
    { label: 'Mailbox', to: MAILBOX_PATH, roles: ['C'], useVisible: useMailboxAvailable },
  ],
};
