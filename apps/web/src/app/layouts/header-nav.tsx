import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/use-session';
import { FEATURES } from '../features';
import classes from './header-nav.module.css';

/** The signed-in user's links to the pages of their role. */
export function HeaderNav() {
  const userType = useSession().session?.user_type;
  const items = FEATURES.flatMap((feature) => feature.nav ?? []).filter(
    (item) => userType && item.roles.includes(userType),
  );
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" className={classes.nav}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={classes.link}>
          {item.label}
        </NavLink>
      ))}
    </Group>
  );
}
