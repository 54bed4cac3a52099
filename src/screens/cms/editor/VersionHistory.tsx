// A page's published versions, newest first; restoring one makes it the draft.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../lib/format';
import type { Version } from '../api';

export function VersionHistory({
  versions,
  onRestore,
  disabled,
}: {
  versions: Version[];
  onRestore: (version: Version) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  if (!versions.length) return <Typography color="text.secondary">{translate('cms.editor.history_empty')}</Typography>;
  return (
    <List dense disablePadding data-testid="page-history">
      {versions.map((v) => (
        <ListItem
          key={v.id}
          disableGutters
          secondaryAction={
            <Button size="small" disabled={disabled} onClick={() => onRestore(v)}>
              {translate('cms.editor.restore')}
            </Button>
          }
        >
          <ListItemText
            primary={translate('cms.editor.version', { number: v.number })}
            secondary={<bdi>{`${formatDateTime(v.published_at)} · ${v.content.title}`}</bdi>}
          />
        </ListItem>
      ))}
    </List>
  );
}
