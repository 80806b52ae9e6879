import { useEffect } from 'react';
import { useSession } from '../../../lib/use-session';
import { useOrganisationFeatures } from '../../organisations';
import { enrollInCompanion } from '../utils/enrollment';
import { useCompanionEnrolled } from './use-companion-variant';

/** Enrolls a teacher or student in the companion once their organisation has it (spec section 4). */
export function useCompanionEnrollment(): void {
  const userType = useSession().session?.user_type;
  const featureOn = useOrganisationFeatures().data?.['Learning Companion'] === true;
  const enrolled = useCompanionEnrolled();
  useEffect(() => {
    if (!enrolled) void enrollInCompanion({ featureOn, userType });
  }, [enrolled, featureOn, userType]);
}
