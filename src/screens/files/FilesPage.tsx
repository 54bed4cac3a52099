// Settings → Files (superusers): every stored file by folder, searched by name and tag, previewed in the lightbox,
// deleted after a confirm; the storage used on top.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { showToast } from '../../notifications/toasts';
import { deleteFile, formatBytes, useRecordsLightbox, type FileRecord } from '../../widgets/files';
import { fileKeys, fileQueryKey, useBrowse, useFolders } from '../../widgets/files/api';
import { PageHeader } from '../../widgets/page/PageHeader';
import { SearchInput } from '../../widgets/text/SearchInput';
import { FileCard } from './FileCard';
import { FolderList } from './FolderList';

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
  const [toDelete, setToDelete] = useState<FileRecord | null>(null);
  const q = useDeferredValue(search.trim());
  const tagFilter = useDeferredValue(tag.trim());

  const folders = useFolders();
  const browse = useBrowse({ dir_path: folder || undefined, q: q || undefined, tag: tagFilter || undefined, limit });
  const items = browse.data?.items ?? [];
  const lightbox = useRecordsLightbox(items);

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
  const storageText = folders.data
    ? `${translate('files.browser.used', { size: formatBytes(folders.data.total_bytes, locale), count: folders.data.total_files })} ${translate(folders.data.storage === 's3' ? 'files.browser.storage_s3' : 'files.browser.storage_local')}`
    : '';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeader title={translate('files.browser.title')}>
        <Typography color="text.secondary" data-testid="storage-used">
          {storageText}
        </Typography>
      </PageHeader>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mb: 2 }}>
        {phone && <FolderList phone folder={folder} pick={pick} />}
        <SearchInput
          label={translate('files.browser.search')}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setLimit(PAGE))}
          sx={{ width: { xs: '100%', sm: 280 } }}
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
        {!phone && <FolderList phone={false} folder={folder} pick={pick} />}
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
            {items.map((file) => (
              <FileCard
                key={file.path_key}
                file={file}
                onOpen={() => lightbox.open(file.path_key)}
                onDelete={() => setToDelete(file)}
              />
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
      {lightbox.element}
    </Box>
  );
};

export default FilesPage;
