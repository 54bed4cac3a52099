// The image library of the page editor: the public images already stored (uploaded from this editor, the newsletter
// or anywhere else as public files), searched by name, a page at a time; choosing one hands its record back.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import { FilePicture, type FileRecord } from '../../../widgets/files';
import { fileKeys, listPublicImages } from '../../../widgets/files/api';
import { Pagination } from '../../../widgets/pagination/Pagination';
import { usePaginationLabels } from '../../../widgets/pagination/usePaginationLabels';
import { SearchInput } from '../../../widgets/text/SearchInput';

const PER_PAGE = 24;

interface Props {
  open: boolean;
  onClose(): void;
  onPick(record: FileRecord): void;
}

export function ImageLibraryDialog({ open, onClose, onPick }: Props) {
  const translate = useTranslate();
  const paginationLabels = usePaginationLabels();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const images = useQuery({
    queryKey: fileKeys.of('public-images', q, page),
    queryFn: () => listPublicImages({ q, skip: (page - 1) * PER_PAGE, limit: PER_PAGE }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const items = images.data?.items ?? [];

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('cms.editor.library_title')}
      maxWidth="md"
      actions={<Button onClick={onClose}>{translate('cms.editor.cancel')}</Button>}
    >
      <SearchInput
        autoFocus
        margin="dense"
        label={translate('cms.editor.library_search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Box sx={{ height: 4, my: 1 }}>{images.isFetching ? <LinearProgress /> : null}</Box>
      {images.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate(q ? 'cms.editor.library_no_match' : 'cms.editor.library_empty')}
        </Typography>
      ) : null}
      <Box
        role="list"
        aria-label={translate('cms.editor.library_title')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1.5 }}
      >
        {items.map((record) => (
          <Box key={record.path_key} role="listitem" sx={{ minWidth: 0 }}>
            <Box
              component="button"
              type="button"
              onClick={() => onPick(record)}
              aria-label={translate('cms.editor.library_pick', { name: record.name })}
              title={record.name}
              sx={{
                p: 0.5,
                width: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'transparent',
                cursor: 'pointer',
                color: 'inherit',
                font: 'inherit',
                textAlign: 'start',
                '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
              }}
            >
              <Box sx={{ display: 'grid', placeItems: 'center' }}>
                <FilePicture record={record} size={116} />
              </Box>
              <Typography variant="caption" component="div" noWrap dir="auto" sx={{ mt: 0.5 }}>
                {record.name}
              </Typography>
              {record.width && record.height ? (
                <Typography variant="caption" component="div" color="text.secondary" noWrap>
                  <bdi>{translate('files.browser.dimensions', { width: record.width, height: record.height })}</bdi>
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
      {images.data && images.data.total > PER_PAGE ? (
        <Pagination
          variant="simple"
          page={page}
          perPage={PER_PAGE}
          total={images.data.total}
          onPageChange={setPage}
          labels={paginationLabels}
        />
      ) : null}
    </TitledDialog>
  );
}
