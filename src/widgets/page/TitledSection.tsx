// A titled section of a page or a form: its heading (an h2, in the product's one heading look for a section) names
// the section, so a screen reader lists it as a region by that name. Outlined, it is a card of its own beside others
// (an order's lines, a contact's lists) and the page spaces the cards; plain, it is a part of a form or a record's
// page and is spaced from what follows it. Without a title (a page's first, unnamed part) it is only the part. An icon
// before the heading marks what the section is about (home's sections); the heading alone names it.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

const HEADING_SX = { fontWeight: 600, mb: 1 } as const;
const HEADING_WITH_ICON_SX = { ...HEADING_SX, display: 'flex', alignItems: 'center', gap: 1 } as const;
const OUTLINED_SX = { p: 2, overflowX: 'auto' } as const;
const PLAIN_SX = { width: '100%', display: 'flex', flexDirection: 'column', '&:not(:last-child)': { mb: 2 } } as const;

export function TitledSection({
  title,
  icon,
  outlined = false,
  children,
}: {
  /** The heading (translated); none for a page's unnamed part. */
  title?: string;
  /** Drawn before the heading (decorative: the heading's words name the section). */
  icon?: ReactNode;
  /** A card with its own outline (beside other cards), or a plain part of a form or page. */
  outlined?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const named = title ? { 'aria-labelledby': headingId } : {};
  const heading = title ? (
    <Typography id={headingId} variant="subtitle1" component="h2" sx={icon ? HEADING_WITH_ICON_SX : HEADING_SX}>
      {icon}
      {title}
    </Typography>
  ) : null;
  return outlined ? (
    <Paper variant="outlined" component="section" sx={OUTLINED_SX} {...named}>
      {heading}
      {children}
    </Paper>
  ) : (
    <Box component="section" sx={PLAIN_SX} {...named}>
      {heading}
      {children}
    </Box>
  );
}
