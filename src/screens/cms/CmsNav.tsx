// The CMS's own sections as tabs above its lists: websites, pages, articles, legal pages, popups, comments.
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RouteTabs } from '../../engine/views/RouteTabs';

const SECTIONS = [
  ['websites', '/cms'],
  ['pages', '/cms/pages'],
  ['articles', '/cms/articles'],
  ['legal', '/cms/legal'],
  ['popups', '/cms/popups'],
  ['comments', '/cms/comments'],
] as const;

export function CmsNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current =
    SECTIONS.find(([, path]) => path === pathname.replace(/\/$/, ''))?.[1] ??
    (pathname.startsWith('/cms/websites') ? '/cms' : false);
  return (
    <RouteTabs
      tabs={SECTIONS.map(([key, path]) => ({ path, label: translate(`cms.nav.${key}`) }))}
      current={current}
      label={translate('cms.menu')}
      mb={2}
    />
  );
}
