import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AccountButton } from './account-button';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((menu) => ({ default: menu.AccountMenu })));

/**
 * The header's account menu. Every signed-in page shows its button, few open it, and the menu
 * brings the popover positioning and the sign-out dialog (about 20 KB compressed): its code loads
 * when the pointer comes over the button or the button takes focus, and the menu opens once it
 * has arrived. `prepare` starts loading what `extraItems` need at the same moment.
 */
export function UserMenu({
  extraItems,
  prepare,
}: {
  extraItems?: ReactNode;
  prepare?: () => void;
}) {
  const [asked, setAsked] = useState(false);
  const warm = () => {
    void loadAccountMenu();
    prepare?.();
  };
  const button = (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => {
        warm();
        setAsked(true);
      }}
    />
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu extraItems={extraItems} />
    </Suspense>
  );
}
