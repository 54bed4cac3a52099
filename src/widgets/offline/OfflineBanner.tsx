import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BOTTOM_MENU_HEIGHT } from '../../theme/dimensions';
import { useIsMobile } from '../../theme/dimensions';
import { useOnline } from './useOnline';

/**
 * Says the browser is offline, on every screen (signed in or not), until the network is back: a bar fixed at the
 * bottom, above the phone's bottom menu.
 */
export const OfflineBanner = () => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  if (useOnline()) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      sx={{
        position: 'fixed',
        insetInline: 0,
        mx: 'auto',
        width: 'fit-content',
        maxWidth: 'calc(100vw - 16px)',
        bottom: isMobile ? BOTTOM_MENU_HEIGHT + 8 : 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 3,
      }}
    >
      <strong>{translate('app.offline.title')}</strong> {translate('app.offline.detail')}
    </Alert>
  );
};
