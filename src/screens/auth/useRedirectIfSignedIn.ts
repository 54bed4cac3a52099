import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider';

/** SPEC section 2: a signed-in user who opens sign-in, sign-up or password pages goes home. */
export const useRedirectIfSignedIn = () => {
  const authProvider = useAuthProvider() as AppAuthProvider;
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void authProvider.loadUser().then((user) => {
      if (active && user) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [authProvider, navigate]);
};
