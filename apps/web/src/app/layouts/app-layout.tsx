import { ROLE_HOME } from '@kitlab/contract';
import { Container, Group, VisuallyHidden } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { PasswordChangeGate, PrivacyGate, UserMenu } from '../../features/accounts';
import { type HandedInWork, ResultExtraProvider } from '../../features/activities';
import { CompanionDock } from '../../features/companion';
import { NotificationBell } from '../../features/notifications';
import { PushMenuItems, PushStarter, preloadPushMenuItems } from '../../features/push';
import { HandInRewards, RewardsChip } from '../../features/rewards';
import { useAppData } from '../../lib/app-data';
import { useAfterFirstRender } from '../../lib/use-after-first-render';
import { useSession } from '../../lib/use-session';
import { LiveRefresh } from '../live-refresh';
import classes from './app-layout.module.css';
import { HeaderNav, NavMenu } from './header-nav';

/**
 * The class a modal's scroll lock pads (react-remove-scroll-bar's zeroRightClassName), so the fixed
 * header does not move when the scroll bar goes.
 */
const PADDED_WHEN_SCROLL_LOCKED = 'right-scroll-bar-position';

/** Handed-in work shows what it earned under its score. */
const handInRewards = (work: HandedInWork) => <HandInRewards {...work} />;

/**
 * The signed-in shell; full-screen mode hides the header. A temporary password must be replaced,
 * then the privacy policy accepted, before anything of it shows. The learning companion is
 * docked beside (or, on narrow screens, below) every page; it shows where its rules say.
 */
export function AppLayout() {
  const { session } = useSession();
  const { isFullScreen } = useAppData();
  const userType = session?.user_type;
  const showWidgets = useAfterFirstRender();

  return (
    <PasswordChangeGate>
      <PrivacyGate>
        {showWidgets ? <PushStarter /> : null}
        <LiveRefresh />
        {isFullScreen ? null : (
          <header className={`${classes.header} ${PADDED_WHEN_SCROLL_LOCKED}`}>
            <Container size="lg" h="100%">
              <Group h="100%" justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <NavMenu />
                  <Link
                    to={userType ? ROLE_HOME[userType] : '/'}
                    style={{ textDecoration: 'none', color: 'inherit' }}
                  >
                    <Brand />
                    <VisuallyHidden>Home</VisuallyHidden>
                  </Link>
                </Group>
                <HeaderNav />
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {showWidgets && userType === 'S' ? <RewardsChip /> : null}
                  {showWidgets ? <NotificationBell /> : null}
                  <UserMenu extraItems={<PushMenuItems />} prepare={preloadPushMenuItems} />
                </Group>
              </Group>
            </Container>
          </header>
        )}
        <main className={classes.main}>
          <Container size="lg" py="xl" px="md">
            <CompanionDock>
              <ResultExtraProvider render={handInRewards}>
                <Outlet />
              </ResultExtraProvider>
            </CompanionDock>
          </Container>
        </main>
      </PrivacyGate>
    </PasswordChangeGate>
  );
}
