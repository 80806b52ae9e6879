import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLogout } from '../api/logout';

/** The profile's logout modal: sign out only after a confirmation. */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Sign out of Kitlab?"
      confirmLabel="Sign out"
      loading={logout.isPending}
      onConfirm={() => logout.mutate()}
    >
      You will need your email and password to sign in again.
    </ConfirmDialog>
  );
}
