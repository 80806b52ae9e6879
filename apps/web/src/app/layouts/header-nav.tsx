import { Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import type { NavItem } from '../../lib/feature-routes';
import { useSession } from '../../lib/use-session';
import { FEATURES } from '../features';
import classes from './header-nav.module.css';

/** Below this width the links move from the header into a menu, so none is squeezed out. */
const INLINE_FROM = 'md';

interface LinksProps {
  items: NavItem[];
  onNavigate?: () => void;
}

function HeaderLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <NavLink to={item.to} className={classes.link} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

/** A link that asks its feature whether to show; its own component, so the hook runs steadily. */
function ConditionalLink({
  item,
  useVisible,
  onNavigate,
}: {
  item: NavItem;
  useVisible: () => boolean;
  onNavigate?: () => void;
}) {
  return useVisible() ? <HeaderLink item={item} onNavigate={onNavigate} /> : null;
}

function NavLinks({ items, onNavigate }: LinksProps) {
  return items.map((item) =>
    item.useVisible ? (
      <ConditionalLink
        key={item.to}
        item={item}
        useVisible={item.useVisible}
        onNavigate={onNavigate}
      />
    ) : (
      <HeaderLink key={item.to} item={item} onNavigate={onNavigate} />
    ),
  );
}

/** The signed-in user's links to the pages of their role. */
function useNavItems(): NavItem[] {
  const userType = useSession().session?.user_type;
  return FEATURES.flatMap((feature) => feature.nav ?? []).filter(
    (item) => userType && item.roles.includes(userType),
  );
}

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

/** On phones and narrow windows: a menu button that opens the same links in a side panel. */
export function NavMenu() {
  const items = useNavItems();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (items.length === 0) return null;
  return (
    <>
      <Burger
        hiddenFrom={INLINE_FROM}
        size="sm"
        opened={opened}
        onClick={toggle}
        aria-label={opened ? 'Close menu' : 'Menu'}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        size="xs"
        hiddenFrom={INLINE_FROM}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack component="nav" aria-label="Main" gap={4} className={classes.menuLinks}>
          <NavLinks items={items} onNavigate={close} />
        </Stack>
      </Drawer>
    </>
  );
}
