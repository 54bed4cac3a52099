import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

interface Item {
  text?: string;
  link: string;
  to: string;
}

/** The links under an auth form ("No account yet? Sign up"). */
export const AuthLinks = ({ items }: { items: Item[] }) => (
  <Stack spacing={1} sx={{ mt: 3 }}>
    {items.map(({ text, link, to }) => (
      <Typography key={to} variant="body2">
        {text ? `${text} ` : null}
        <MuiLink component={Link} to={to}>
          {link}
        </MuiLink>
      </Typography>
    ))}
  </Stack>
);
