import { Drawer, type MantineBreakpoint, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { NavItem } from '../../lib/feature-routes';
import classes from './header-nav.module.css';
import { NavLinks } from './nav-links';

/**
 * The phone's side panel of links, loaded when the menu button is first tapped. It mounts closed
 * and opens right after, so the drawer records the button that had focus and gives it back on
 * closing, as it does on later openings.
 */
export function NavDrawer({
  items,
  opened,
  onClose,
  hiddenFrom,
}: {
  items: NavItem[];
  opened: boolean;
  onClose: () => void;
  hiddenFrom: MantineBreakpoint;
}) {
  const mounted = useMounted();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title="Menu"
      size="xs"
      hiddenFrom={hiddenFrom}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack component="nav" aria-label="Main" gap={4} className={classes.menuLinks}>
        <NavLinks items={items} onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
