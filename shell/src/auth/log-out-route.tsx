import { useEffect } from 'react';
import { useNavigate } from '@console/router';
import { signOutOfConsole } from '@console/auth';

/**
 * `/logout`: Log out is a move to this page, so a page with unsaved changes asks first (its leave
 * prompt sees a navigation; signing out at once would take the page and its question down). Once
 * the move goes ahead, it signs out and goes on to the sign-in page.
 */
export function LogOutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    signOutOfConsole();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
