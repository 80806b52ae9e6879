import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import type { NavItem } from '../../lib/feature-routes';
import { useSession } from '../../lib/use-session';
import { FEATURES } from '../features';
import classes from './header-nav.module.css';

function HeaderLink({ item }: { item: NavItem }) {
  return (
    <NavLink to={item.to} className={classes.link}>
      {item.label}
    </NavLink>
  );
}

/** A link that asks its feature whether to show; its own component, so the hook runs steadily. */
function ConditionalLink({ item, useVisible }: { item: NavItem; useVisible: () => boolean }) {
  return useVisible() ? <HeaderLink item={item} /> : null;
}

/** The signed-in user's links to the pages of their role. */
export function HeaderNav() {
  const userType = useSession().session?.user_type;
  const items = FEATURES.flatMap((feature) => feature.nav ?? []).filter(
    (item) => userType && item.roles.includes(userType),
  );
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" className={classes.nav}>
      {items.map((item) =>
        item.useVisible ? (
          <ConditionalLink key={item.to} item={item} useVisible={item.useVisible} />
        ) : (
          <HeaderLink key={item.to} item={item} />
        ),
      )}
    </Group>
  );
}
