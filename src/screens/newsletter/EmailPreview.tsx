// An e-mail's HTML shown as a mail program would: in a sandboxed frame (no scripts), at desktop (600 px) or phone
// (375 px) width.
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const WIDTHS = { desktop: 640, phone: 375 } as const;

export function EmailPreview({ html, title, extra }: { html: string; title: string; extra?: ReactNode }) {
  const translate = useTranslate();
  const narrow = useMediaQuery('(max-width: 767px)');
  const [width, setWidth] = useState<keyof typeof WIDTHS>(narrow ? 'phone' : 'desktop');
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, value: keyof typeof WIDTHS | null) => value && setWidth(value)}
        >
          <ToggleButton value="desktop">{translate('newsletter.template.desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('newsletter.template.phone')}</ToggleButton>
        </ToggleButtonGroup>
        {extra}
      </Box>
      <Box sx={{ overflowX: 'auto', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}>
        {/* A new frame for each content: Chromium sometimes kept a sandboxed frame blank when only its srcdoc changed. */}
        <Box
          key={html}
          component="iframe"
          title={title}
          sandbox=""
          srcDoc={html}
          data-width={width}
          sx={{
            display: 'block',
            mx: 'auto',
            width: WIDTHS[width],
            maxWidth: 'none',
            height: 560,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        />
      </Box>
    </Box>
  );
}
