// The file browser's folders with their files and sizes: a list beside the files, or on a phone a drop-down; "all"
// first.
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBytes } from '../../widgets/files';
import { useFolders } from '../../widgets/files/api';
import { SmallSelect } from '../../widgets/select/SmallSelect';

interface Props {
  phone: boolean;
  folder: string;
  pick(dirPath: string): void;
}

export function FolderList({ phone, folder, pick }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const folders = useFolders();
  const folderName = (dirPath: string) => (dirPath === '' ? translate('files.browser.root') : dirPath);
  return phone ? (
    <SmallSelect
      label={translate('files.browser.folders')}
      value={folder}
      onChange={pick}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      <MenuItem value="">{translate('files.browser.all')}</MenuItem>
      {folders.data?.folders.map((f) => (
        <MenuItem key={f.dir_path || '/'} value={f.dir_path} disabled={f.dir_path === ''}>
          <bdi>{folderName(f.dir_path)}</bdi>&nbsp;({f.files})
        </MenuItem>
      ))}
    </SmallSelect>
  ) : (
    <Card variant="outlined" sx={{ width: 260, flexShrink: 0, alignSelf: 'flex-start' }}>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {translate('files.browser.folders')}
      </Typography>
      <List dense aria-label={translate('files.browser.folders')}>
        <ListItem disablePadding>
          <ListItemButton selected={folder === ''} onClick={() => pick('')}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <FolderOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={translate('files.browser.all')}
              secondary={folders.data ? formatBytes(folders.data.total_bytes, locale) : undefined}
            />
          </ListItemButton>
        </ListItem>
        {folders.data?.folders
          .filter((f) => f.dir_path !== '')
          .map((f) => (
            <ListItem key={f.dir_path} disablePadding>
              <ListItemButton
                selected={folder === f.dir_path}
                onClick={() => pick(f.dir_path)}
                sx={{ paddingInlineStart: 2 + Math.min(f.dir_path.split('/').length - 1, 4) * 1.5 }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <FolderOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={<bdi>{f.dir_path.split('/').pop()}</bdi>}
                  secondary={`${f.files} · ${formatBytes(f.bytes, locale)}`}
                  title={f.dir_path}
                />
              </ListItemButton>
            </ListItem>
          ))}
      </List>
    </Card>
  );
}
