// The newsletter's sub-routes as tabs above each of its lists: campaigns, contacts, distribution lists, segments,
// templates. The current tab follows the address.
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RouteTabs } from '../../engine/views/RouteTabs';

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
    <RouteTabs
      tabs={TABS.map((tab) => ({ path: tab.path, label: translate(`newsletter.tabs.${tab.id}`) }))}
      current={current}
      label={translate('newsletter.menu')}
      mb={1}
    />
  );
}
