// A list of pages (one kind, or every kind of one website), 50 a page, searchable; a row opens its editor.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { CmsPagination } from './CmsPagination';
import { PAGE_KINDS, usePages, useWebsites, type PageKind } from './api';
import { NewPageDialog } from './NewPageDialog';
import { editorPath } from './paths';
import { StatusChip } from './StatusChip';
import { SmallSelect } from '../../widgets/select/SmallSelect';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function PagesTable({ websiteId, kind }: { websiteId?: number; kind?: PageKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const [site, setSite] = useState<number | ''>('');
  const [creating, setCreating] = useState(false);
  const websites = useWebsites(!websiteId);
  const chosenSite = websiteId ?? (site || undefined);
  const pages = usePages({ websiteId: chosenSite, kind, q, page });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <TextField
          size="small"
          label={translate('cms.pages.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
        />
        {!websiteId && (
          <SmallSelect
            label={translate('cms.pages.website')}
            value={site}
            onChange={(choice) => {
              setSite(choice === '' ? '' : Number(choice));
              setPage(0);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{translate('cms.pages.all_websites')}</MenuItem>
            {websites.data?.items.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                <bdi>{w.name}</bdi>
              </MenuItem>
            ))}
          </SmallSelect>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {translate(`cms.pages.new.${kind ?? 'page'}`)}
        </Button>
      </Box>
      {pages.data && pages.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('cms.pages.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('cms.pages.title')}</TableCell>
              <TableCell sx={hideOnPhone}>{translate('cms.pages.slug')}</TableCell>
              {!kind && <TableCell sx={hideOnPhone}>{translate('cms.pages.kind')}</TableCell>}
              <TableCell>{translate('cms.pages.status')}</TableCell>
              <TableCell sx={hideOnPhone}>{translate('cms.pages.updated_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.data?.items.map((p) => (
              <TableRow key={p.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(editorPath(p))}>
                <TableCell>{p.title}</TableCell>
                <TableCell sx={hideOnPhone} dir="ltr">
                  <bdi>{p.slug}</bdi>
                </TableCell>
                {!kind && <TableCell sx={hideOnPhone}>{translate(`cms.kinds.${p.kind}`)}</TableCell>}
                <TableCell>
                  <StatusChip status={p.status} />
                </TableCell>
                <TableCell sx={hideOnPhone}>
                  <bdi>{formatDateTime(p.updated_at)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CmsPagination total={pages.data?.total} page={page} onPage={setPage} />
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        websiteId={websiteId ?? (site || undefined)}
        kinds={kind ? [kind] : [...PAGE_KINDS]}
      />
    </Box>
  );
}
