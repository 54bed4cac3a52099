import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

/** HTML from users shown as HTML only after DOMPurify has taken out scripts, handlers and `javascript:` links. */
export const SafeHtml = ({ html }: { html: string }) => (
  <Box
    dir="auto"
    sx={{
      '& p': { my: 0.5 },
      '& img': { maxWidth: '100%' },
      '& table': { borderCollapse: 'collapse' },
      '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
    }}
    dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
  />
);
