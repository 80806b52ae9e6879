import { useSearchParams } from 'react-router';
import { PROJECTOR_PARAM } from '../paths';

/**
 * Whether the report shows the projector's view, kept in the address (`?projector=1`) so a
 * reload or a shared link opens it the same way; turning it on or off replaces the history entry.
 */
export function useProjectorMode(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const projector = params.get(PROJECTOR_PARAM) === '1';
  const setProjector = (on: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(PROJECTOR_PARAM, '1');
        else next.delete(PROJECTOR_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return [projector, setProjector];
}
