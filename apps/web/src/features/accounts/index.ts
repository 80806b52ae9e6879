/** What other features and the app may use of accounts. */
export { useAccountSettings } from './api/get-account-settings';
export { useTeacherSubjects } from './api/get-teacher-subjects';
export { PasswordChangeGate } from './components/password-change-gate';
export { PrivacyGate } from './components/privacy-gate';
export { UserMenu } from './components/user-menu';
export { accountsRoutes } from './routes';
export { signInRoute } from './sign-in-route';
