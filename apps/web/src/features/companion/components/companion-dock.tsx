import { lazy, type ReactNode, Suspense } from 'react';
import { useAfterFirstRender } from '../../../lib/use-after-first-render';
import { useCompanionVariant } from '../hooks/use-companion-variant';
import { useCompanionEnrollment } from '../hooks/use-enrollment';
import { useCollapsed } from '../utils/collapsed';
import classes from './companion.module.css';

// The widget (its panels and their calls' checks) loads once the page has drawn: it comes after
// the page anyway, below it on a phone and beside it on a wide screen, in a place kept for it.
const CompanionWidget = lazy(() =>
  import('./companion-widget').then((widget) => ({ default: widget.CompanionWidget })),
);

/**
 * The app shell's place for the companion, mounted once around the page: it enrolls the user
 * when their organisation has the companion, and shows the widget where the display rule says.
 * The page keeps the same parent whether the widget shows or not, so it never remounts.
 */
export function CompanionDock({ children }: { children: ReactNode }) {
  useCompanionEnrollment();
  const shownVariant = useCompanionVariant();
  // The widget comes after the page's first render, the page first.
  const variant = useAfterFirstRender() ? shownVariant : null;
  const [collapsed] = useCollapsed();
  const state = variant ? (collapsed ? 'collapsed' : 'open') : undefined;
  return (
    <div className={classes.dock} data-companion={state}>
      <div className={classes.page}>{children}</div>
      {variant ? (
        <Suspense fallback={null}>
          <CompanionWidget variant={variant} className={classes.companion} />
        </Suspense>
      ) : null}
    </div>
  );
}
