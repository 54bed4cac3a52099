// A screen's header: its name in the app bar and the browser's title, and as the page's one heading, with the
// screen's own controls beside it on a row that wraps on a phone, and the line that says what the screen is for.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <>
      <Title title={title} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center" sx={{ mb: intro ? 1 : 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {children}
      </Stack>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
    </>
  );
}
