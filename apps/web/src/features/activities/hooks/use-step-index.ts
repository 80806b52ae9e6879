import { useSearchParams } from 'react-router';
import { idParam } from '../../../lib/id-param';
import { startStepIndex } from '../utils/resume';

/** The quest step shown: `?step=2` in the address, else the step worked on last. */
export function useStepIndex(
  steps: readonly { id: number }[],
  resume: { activity_detail_id: number | null },
) {
  const [search, setSearch] = useSearchParams();
  const index = startStepIndex(steps, resume, idParam(search.get('step')));
  const goTo = (next: number) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('step', String(next + 1));
        return params;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0 });
  };
  return { index, goTo };
}
