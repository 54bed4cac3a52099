// /cms: the websites, each with its domain and number of pages; a new one is made in a dialog (also /cms/websites/new).
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useWebsites } from './api';
import { CmsNav } from './CmsNav';
import { NewWebsiteDialog } from './NewWebsiteDialog';

/** `creating`: the new website dialog open from the start (/cms/websites/new). */
export default function WebsitesList({ creating: startCreating = false }: { creating?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(startCreating);
  const websites = useWebsites();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('cms.websites.title')} />
      <CmsNav />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('cms.websites.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {translate('cms.websites.new')}
        </Button>
      </Box>
      {websites.isPending ? (
        <Loading />
      ) : websites.data?.items.length ? (
        <Grid container spacing={2}>
          {websites.data.items.map((site) => (
            <Grid key={site.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={`/cms/websites/${site.id}`}>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      <bdi>{site.name}</bdi>
                    </Typography>
                    {site.domain && (
                      <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                        <bdi>{site.domain}</bdi>
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {translate('cms.websites.pages', { smart_count: site.page_count })}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : (
        <Typography color="text.secondary">{translate('cms.websites.empty')}</Typography>
      )}
      <NewWebsiteDialog
        open={creating}
        onClose={() => {
          setCreating(false);
          if (startCreating) navigate('/cms', { replace: true });
        }}
      />
    </Box>
  );
}
