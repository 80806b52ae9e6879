import { NOT_FOUND_MESSAGE, NOT_FOUND_REDIRECT_MS, NOT_FOUND_TITLE } from '@kitlab/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from './toasts';

const NOT_FOUND_TOAST_ID = 'page-not-found';

/**
 * A page that is not there (spec section 8): the "Page not found!" toast, then `home` after
 * 3 s. Unknown routes and records the server does not have (a kit token) behave alike.
 */
export function useNotFoundRedirect(home: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    showToast({
      id: NOT_FOUND_TOAST_ID,
      title: NOT_FOUND_TITLE,
      message: NOT_FOUND_MESSAGE,
      tone: 'danger',
    });
    const timer = setTimeout(() => navigate(home, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, home]);
}
