// Settings → Files (superusers): every stored file by folder, searched by name and tag, previewed in the lightbox,
// deleted after a confirm; the storage used on top.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useState } from 'react';
import { Confirm, Title, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../lib/format';
import { showToast } from '../../notifications/toasts';
import { deleteFile, FilePicture, formatBytes, type FileRecord } from '../../widgets/files';
import { fileKeys, fileQueryKey, useBrowse, useFolders } from '../../widgets/files/api';
import { toLightboxItem } from '../../widgets/files/lightboxItems';
import { LazyLightbox } from '../../widgets/lightbox';

const PAGE = 48;

const FilesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [folder, setFolder] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [shown, setShown] = useState<number | undefined>(undefined);
  const [toDelete, setToDelete] = useState<FileRecord | null>(null);
  const q = useDeferredValue(search.trim());
  const tagFilter = useDeferredValue(tag.trim());

  const folders = useFolders();
  const browse = useBrowse({ dir_path: folder || undefined, q: q || undefined, tag: tagFilter || undefined, limit });
  const items = browse.data?.items ?? [];

  const confirmDelete = async () => {
    const file = toDelete;
    setToDelete(null);
    if (!file) return;
    await deleteFile(file.path_key);
    queryClient.setQueryData(fileQueryKey(file.path_key), null);
    await queryClient.invalidateQueries({ queryKey: fileKeys.all });
    showToast(translate('files.browser.deleted'), { variant: 'success' });
  };

  const pick = (dirPath: string) => {
    setFolder(dirPath);
    setLimit(PAGE);
  };
  const folderName = (dirPath: string) => (dirPath === '' ? translate('files.browser.root') : dirPath);
  const storageText = folders.data
    ? `${translate('files.browser.used', { size: formatBytes(folders.data.total_bytes, locale), count: folders.data.total_files })} ${translate(folders.data.storage === 's3' ? 'files.browser.storage_s3' : 'files.browser.storage_local')}`
    : '';

  const folderList = phone ? (
    <TextField
      select
      size="small"
      label={translate('files.browser.folders')}
      value={folder}
      onChange={(e) => pick(e.target.value)}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      <MenuItem value="">{translate('files.browser.all')}</MenuItem>
      {folders.data?.folders.map((f) => (
        <MenuItem key={f.dir_path || '/'} value={f.dir_path} disabled={f.dir_path === ''}>
          <bdi>{folderName(f.dir_path)}</bdi>&nbsp;({f.files})
        </MenuItem>
      ))}
    </TextField>
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

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('files.browser.title')} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('files.browser.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="storage-used">
          {storageText}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mb: 2 }}>
        {phone && folderList}
        <TextField
          size="small"
          type="search"
          label={translate('files.browser.search')}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setLimit(PAGE))}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          size="small"
          label={translate('files.browser.tag')}
          value={tag}
          onChange={(e) => (setTag(e.target.value), setLimit(PAGE))}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        {!phone && folderList}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {browse.isSuccess && items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {translate(q || tagFilter ? 'files.browser.no_match' : 'files.browser.empty')}
            </Typography>
          )}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}
            role="list"
          >
            {items.map((file, index) => (
              <Card
                key={file.path_key}
                variant="outlined"
                role="listitem"
                sx={{ p: 1, position: 'relative' }}
                data-testid="file-card"
              >
                <Box
                  component="button"
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={file.name}
                  sx={{
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'zoom-in',
                    width: '100%',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <FilePicture record={file} size={132} />
                </Box>
                <Typography variant="body2" noWrap dir="auto" title={file.name} sx={{ mt: 1 }}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  <bdi>
                    {translate('files.browser.details', { size: formatBytes(file.size, locale), type: file.mime_type })}
                  </bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {file.width && file.height ? (
                    <>
                      <bdi>{translate('files.browser.dimensions', { width: file.width, height: file.height })}</bdi>
                      {' · '}
                    </>
                  ) : null}
                  <bdi>{formatDate(file.created_at)}</bdi>
                </Typography>
                <Tooltip title={translate('files.upload.delete')}>
                  <IconButton
                    size="small"
                    aria-label={`${translate('files.upload.delete')} ${file.name}`}
                    onClick={() => setToDelete(file)}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      insetInlineEnd: 4,
                      bgcolor: 'background.paper',
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Card>
            ))}
          </Box>
          {browse.data && browse.data.total > items.length && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={() => setLimit((l) => l + PAGE)}>{translate('files.browser.more')}</Button>
            </Box>
          )}
        </Box>
      </Stack>
      <Confirm
        isOpen={toDelete !== null}
        title={translate('files.browser.delete_title', { name: toDelete?.name ?? '' })}
        content={translate('files.browser.delete_content')}
        confirm={translate('files.upload.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      {shown !== undefined && (
        <Suspense fallback={null}>
          <LazyLightbox
            items={items.map(toLightboxItem)}
            index={shown}
            onClose={() => setShown(undefined)}
            onIndexChange={setShown}
          />
        </Suspense>
      )}
    </Box>
  );
};

export default FilesPage;
