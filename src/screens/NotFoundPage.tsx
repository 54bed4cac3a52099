import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { useInLayout } from '../engine/inLayout';
import { PublicPage } from './PublicPage';

/** The 404 for every unknown path: inside the signed-in frame (menu kept) or, signed out, as a public page. */
const NotFoundPage = () => {
  const translate = useTranslate();
  const inLayout = useInLayout();
  const body = (
    <>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.message')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </>
  );
  if (!inLayout) return <PublicPage title={translate('app.not_found.title')}>{body}</PublicPage>;
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.not_found.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
};

export default NotFoundPage;
