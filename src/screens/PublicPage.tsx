import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LocaleSwitch } from '../widgets/locale/LocaleSwitch';

interface Props {
  title: string;
  children: ReactNode;
}

/** The frame of the public pages: no menu, the language switch, one centred card. */
export const PublicPage = ({ title, children }: Props) => {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {appTitle}
        </Typography>
        <LocaleSwitch />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 420 }} elevation={2}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
