// A screen's header: its name in the app bar and the browser's title, and as the page's one heading, with the
// screen's own controls beside it on a row that wraps on a phone.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Title title={title} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </>
  );
}
