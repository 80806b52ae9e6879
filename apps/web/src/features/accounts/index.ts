/** What other features and the app may use of accounts. */
export { useAccountSettings } from './api/get-account-settings';
export { useTeacherSubjects } from './api/get-teacher-subjects';
export { PrivacyGate } from './components/privacy-gate';
export { SignOutButton } from './components/sign-out-button';
export { SignInPage } from './pages/sign-in-page';
