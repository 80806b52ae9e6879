import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { isCompanionEnrolled, subscribeToSession } from '../../../lib/session-storage';
import { useSession } from '../../../lib/use-session';
import { useOrganisationFeatures } from '../../organisations';
import { type CompanionVariant, companionToShow } from '../utils/display-rule';
import { subscribeToEnrollment } from '../utils/enrollment';

function subscribe(listener: () => void): () => void {
  const stopSession = subscribeToSession(listener);
  const stopEnrollment = subscribeToEnrollment(listener);
  return () => {
    stopSession();
    stopEnrollment();
  };
}

/** The stored enrollment flag, followed as this tab enrolls or another one signs out. */
export function useCompanionEnrolled(): boolean {
  return useSyncExternalStore(subscribe, isCompanionEnrolled, isCompanionEnrolled);
}

/** Which companion the signed-in user sees on this page now, or null. */
export function useCompanionVariant(): CompanionVariant | null {
  const { session } = useSession();
  const { isFullScreen } = useAppData();
  const { pathname } = useLocation();
  const enrolled = useCompanionEnrolled();
  const features = useOrganisationFeatures();
  return companionToShow({
    enrolled,
    pathname,
    userType: session?.user_type ?? null,
    teacherClassCount: session?.teacher_classes.length ?? 0,
    isFullScreen,
    featureOn: features.data?.['Learning Companion'],
  });
}
