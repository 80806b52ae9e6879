import { NavLink } from 'react-router';
import type { NavItem } from '../../lib/feature-routes';
import { useSession } from '../../lib/use-session';
import { FEATURES } from '../features';
import classes from './header-nav.module.css';

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

/** The links of the main navigation, in the header or in the phone's menu. */
export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
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
export function useNavItems(): NavItem[] {
  const userType = useSession().session?.user_type;
  return FEATURES.flatMap((feature) => feature.nav ?? []).filter(
    (item) => userType && item.roles.includes(userType),
  );
}
