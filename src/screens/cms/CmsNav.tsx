// The CMS's own sections as tabs above its lists: websites, pages, articles, legal pages, popups, comments.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

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
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={translate('cms.menu')}
    >
      {SECTIONS.map(([key, path]) => (
        <Tab key={key} value={path} label={translate(`cms.nav.${key}`)} component={Link} to={path} />
      ))}
    </Tabs>
  );
}
