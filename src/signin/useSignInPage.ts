import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useNotice } from './useNotice';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';
import { useTranslate } from './translate';

/** What the sign-in and sign-up pages both start with: home when already signed in, the words, the router, the
 * address's parameters (and its `?redirect=`, carried between them) and the card's notice. */
export function useSignInPage() {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [notice, setNotice] = useNotice();
  return { translate, navigate, location, params, redirect: params.get('redirect'), notice, setNotice };
}
