import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authProvider } from '../authProvider';

/** A signed-in user who opens sign-in, sign-up or password pages goes home. */
export const useRedirectIfSignedIn = () => {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void authProvider.loadUser().then((user) => {
      if (active && user) void navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
};
