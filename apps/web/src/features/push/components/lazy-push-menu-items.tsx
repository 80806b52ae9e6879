import { lazy, Suspense } from 'react';

const loadMenuItems = () => import('./push-menu-items');
const LazyMenuItems = lazy(() =>
  loadMenuItems().then((items) => ({ default: items.PushMenuItems })),
);

/** Starts loading the account menu's push entries, with the menu's own code. */
export function preloadPushMenuItems(): void {
  void loadMenuItems();
}

/**
 * The account menu's push entries, loaded with the menu (they bring the menu's items and the
 * device checks); nothing shows in their place while they load.
 */
export function PushMenuItems() {
  return (
    <Suspense fallback={null}>
      <LazyMenuItems />
    </Suspense>
  );
}
