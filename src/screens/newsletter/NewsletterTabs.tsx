// The newsletter's sub-routes as tabs above each of its lists: campaigns, contacts, distribution lists, segments,
// templates. The current tab follows the address.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

const TABS = [
  { id: 'campaigns', path: '/newsletter' },
  { id: 'contacts', path: '/newsletter/contacts' },
  { id: 'distribution', path: '/newsletter/distribution' },
  { id: 'segments', path: '/newsletter/segments' },
  { id: 'templates', path: '/newsletter/templates' },
] as const;

export function NewsletterTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current =
    [...TABS].reverse().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ??
    '/newsletter';
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      aria-label={translate('newsletter.menu')}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.path}
          label={translate(`newsletter.tabs.${tab.id}`)}
          component={Link}
          to={tab.path}
        />
      ))}
    </Tabs>
  );
}
