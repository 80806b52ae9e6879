import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../lib/use-once-true';
import { NavLinks, useNavItems } from './nav-links';

/** Below this width the links move from the header into a menu, so none is squeezed out. */
const INLINE_FROM = 'md';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((drawer) => ({ default: drawer.NavDrawer })));

/** The links in the header, on screens wide enough to show them all. */
export function HeaderNav() {
  const items = useNavItems();
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom={INLINE_FROM}>
      <NavLinks items={items} />
    </Group>
  );
}

/**
 * On phones and narrow windows: a menu button that opens the same links in a side panel. The
 * panel (a drawer with its focus trap and scroll lock) loads when the button is first touched or
 * focused, and the first tap opens it once it has arrived.
 */
export function NavMenu() {
  const items = useNavItems();
  const [opened, { toggle, close }] = useDisclosure(false);
  const asked = useOnceTrue(opened);
  if (items.length === 0) return null;
  const warm = () => void loadDrawer();
  return (
    <>
      <Burger
        hiddenFrom={INLINE_FROM}
        size="sm"
        opened={opened}
        onClick={toggle}
        onPointerEnter={warm}
        onFocus={warm}
        aria-label={opened ? 'Close menu' : 'Menu'}
        aria-expanded={opened}
      />
      {asked ? (
        <Suspense fallback={null}>
          <NavDrawer items={items} opened={opened} onClose={close} hiddenFrom={INLINE_FROM} />
        </Suspense>
      ) : null}
    </>
  );
}
