import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { useMailboxAvailable } from './hooks/use-mailbox-available';
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
  publicRoutes: [
    {
      path: FORGOT_PASSWORD_PATH,
      lazy: () =>
        import('./pages/forgot-password-page').then((page) => ({
          Component: page.ForgotPasswordPage,
        })),
    },
  ],
  openRoutes: [
    {
      path: RESET_PASSWORD_PATH,
      lazy: () =>
        import('./pages/reset-password-page').then((page) => ({
          Component: page.ResetPasswordPage,
        })),
    },
  ],
  signedInRoutes: [
    {
      path: ACCOUNT_SETTINGS_PATH,
      lazy: () =>
        import('./pages/account-settings-page').then((page) => ({
          Component: page.AccountSettingsPage,
        })),
    },
    {
      path: CHANGE_PASSWORD_PATH,
      lazy: () =>
        import('./pages/change-password-page').then((page) => ({
          Component: page.ChangePasswordPage,
        })),
    },
    {
      path: PRIVACY_POLICY_PATH,
      lazy: () =>
        import('./pages/privacy-policy-page').then((page) => ({
          Component: page.PrivacyPolicyPage,
        })),
    },
    {
      element: <RequireRole roles={['C']} />,
      children: [
        {
          path: USERS_PATH,
          lazy: () => import('./pages/users-page').then((page) => ({ Component: page.UsersPage })),
        },
        {
          path: `${USERS_PATH}/:userToken`,
          lazy: () => import('./pages/user-page').then((page) => ({ Component: page.UserPage })),
        },
        {
          path: MAILBOX_PATH,
          lazy: () =>
            import('./pages/mailbox-page').then((page) => ({ Component: page.MailboxPage })),
        },
      ],
    },
  ],
  nav: [
    { label: 'Users', to: USERS_PATH, roles: ['C'] },
    { label: 'Mailbox', to: MAILBOX_PATH, roles: ['C'], useVisible: useMailboxAvailable },
  ],
};
