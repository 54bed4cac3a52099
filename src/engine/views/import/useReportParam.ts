import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-admin';

const PARAM = 'report';

/** The address with `report` set to an id, or taken off (null); the list's own parameters kept. */
const withReport = (search: string, id: number | null): string => {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(PARAM);
  else params.set(PARAM, String(id));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/**
 * The report open over the history, in the address (`?report=12`): a link to it opens it, and the phone's or the
 * browser's Back closes it (opening adds a history entry; closing goes back to the list's entry when it can).
 * React-admin's router hooks, as its List uses for its own parameters.
 */
export function useReportParam(): {
  reportId: number | null;
  openReport: (id: number) => void;
  closeReport: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(new URLSearchParams(location.search).get(PARAM));
  const reportId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const openedHere = Boolean((location.state as { reportOpened?: boolean } | null | undefined)?.reportOpened);
  const { pathname, search } = location;

  const openReport = useCallback(
    (id: number) => navigate({ pathname, search: withReport(search, id) }, { state: { reportOpened: true } }),
    [navigate, pathname, search],
  );

  const closeReport = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ pathname, search: withReport(search, null) }, { replace: true });
  }, [openedHere, navigate, pathname, search]);

  return { reportId, openReport, closeReport };
}
