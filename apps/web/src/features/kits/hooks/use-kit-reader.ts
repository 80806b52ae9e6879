import { useMemo } from 'react';
import { useSession } from '../../../lib/use-session';
import type { KitReader } from '../utils/kit-reader';

/** The signed-in reader; the kit pages are only routed for teachers and students. */
export function useKitReader(): KitReader {
  const { session, studentClassId } = useSession();
  const isStudent = session?.user_type === 'S';
  return useMemo(
    () => (isStudent ? { userType: 'S', classId: studentClassId } : { userType: 'T' }),
    [isStudent, studentClassId],
  );
}
