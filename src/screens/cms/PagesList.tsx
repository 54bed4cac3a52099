// /cms/pages, /cms/articles, /cms/legal, /cms/popups: the pages of one kind across websites.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import type { PageKind } from './api';
import { CmsNav } from './CmsNav';
import { PagesTable } from './PagesTable';

export default function PagesList({ kind }: { kind: PageKind }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(`cms.pages.titles.${kind}`)} />
      <CmsNav />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`cms.pages.titles.${kind}`)}
      </Typography>
      <PagesTable key={kind} kind={kind} />
    </Box>
  );
}
