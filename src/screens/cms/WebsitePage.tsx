// /cms/websites/:websiteId[/pages|/schemas|/schemas/new|/settings]: a website with its tabs, each at its own address
//, so links, reloads and Back open the same tab; an older ?t= link still opens its tab.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Loading, Title, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../NotFoundPage';
import { useWebsite } from './api';
import { CmsNav } from './CmsNav';
import { PagesTable } from './PagesTable';
import { SchemasTab } from './schemas/SchemasTab';
import { WebsiteSettingsForm } from './WebsiteSettingsForm';

const TABS = ['pages', 'schemas', 'settings'] as const;
type TabName = (typeof TABS)[number];

export default function WebsitePage({ creatingTable = false }: { creatingTable?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const websiteId = Number(params.websiteId);
  const [search] = useSearchParams();
  const named = creatingTable ? 'schemas' : (params.tab ?? search.get('t') ?? 'pages');
  const tab = TABS.find((t) => t === named);
  const website = useWebsite(websiteId);
  if (!(websiteId > 0) || !tab || website.isError) return <NotFoundPage />;
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
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => navigate(`/cms/websites/${websiteId}/${value}`, { replace: true })}
        sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`cms.websites.tabs.${t}`)} />
        ))}
      </Tabs>
      {tab === 'pages' && <PagesTable websiteId={websiteId} />}
      {tab === 'schemas' && <SchemasTab websiteId={websiteId} creating={creatingTable} />}
      {tab === 'settings' && <WebsiteSettingsForm website={website.data} />}
    </Box>
  );
}
