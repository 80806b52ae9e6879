import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_SETTINGS_PATH, CHANGE_PASSWORD_PATH, PRIVACY_POLICY_PATH } from '../paths';
import { AccountButton } from './account-button';
import { SignOutDialog } from './sign-out-dialog';

/**
 * The account menu itself: settings, change password, the privacy policy, what the app adds
 * (`extraItems`, menu items of features this one does not know) and sign out. `UserMenu` loads
 * it when the menu is first asked for, and it opens once mounted. It opens from its button, not
 * as mounted open, so focus goes into the menu from the button and returns to it on closing, as
 * it does later on.
 */
export function AccountMenu({ extraItems }: { extraItems?: ReactNode }) {
  const [signingOut, { open: askToSignOut, close: stayIn }] = useDisclosure(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <AccountButton ref={button} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={ACCOUNT_SETTINGS_PATH}>
            Account settings
          </Menu.Item>
          <Menu.Item component={Link} to={CHANGE_PASSWORD_PATH}>
            Change password
          </Menu.Item>
          <Menu.Item component={Link} to={PRIVACY_POLICY_PATH}>
            Privacy policy
          </Menu.Item>
          {extraItems}
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={askToSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutDialog opened={signingOut} onClose={stayIn} />
    </>
  );
}
