// /cms/websites/:websiteId: a website with its tabs (query parameter t): pages, tables (schemas), settings.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../NotFoundPage';
import { cmsApi } from './api';
import { CmsNav } from './CmsNav';
import { PagesTable } from './PagesTable';
import { SchemasTab } from './schemas/SchemasTab';
import { WebsiteSettingsForm } from './WebsiteSettingsForm';

const TABS = ['pages', 'schemas', 'settings'] as const;
type TabName = (typeof TABS)[number];

export default function WebsitePage() {
  const translate = useTranslate();
  const websiteId = Number(useParams().websiteId);
  const [search, setSearch] = useSearchParams();
  const tab: TabName = TABS.find((t) => t === search.get('t')) ?? 'pages';
  const website = useQuery({ queryKey: ['cms', 'website', websiteId], queryFn: () => cmsApi.website(websiteId), enabled: websiteId > 0 });
  if (!(websiteId > 0) || website.isError) return <NotFoundPage />;
  if (!website.data) return <Loading />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={website.data.name} />
      <CmsNav />
      <Typography variant="h5" component="h1">
        {website.data.name}
      </Typography>
      {website.data.domain && (
        <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          <bdi>{website.data.domain}</bdi>
        </Typography>
      )}
      <Tabs value={tab} onChange={(_, value: TabName) => setSearch({ t: value }, { replace: true })} sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`cms.websites.tabs.${t}`)} />
        ))}
      </Tabs>
      {tab === 'pages' && <PagesTable websiteId={websiteId} />}
      {tab === 'schemas' && <SchemasTab websiteId={websiteId} />}
      {tab === 'settings' && <WebsiteSettingsForm website={website.data} />}
    </Box>
  );
}
