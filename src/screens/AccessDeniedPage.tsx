import { Alert, Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A signed-in user opened a screen that is not for them (e.g. users, for non-superusers). */
const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.access_denied.title')} />
      <CardContent>
        <Alert severity="warning">{translate('errors.http.forbidden')}</Alert>
      </CardContent>
    </Card>
  );
};

export default AccessDeniedPage;
