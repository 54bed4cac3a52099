import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';

/** The public 404 for every unknown path. */
const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <PublicPage title={translate('app.not_found.title')}>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.message')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </PublicPage>
  );
};

export default NotFoundPage;
