// A form's page (/forms/:id): its submissions, newest first: every field a column, signatures as pictures, tables
// as row counts, a nested form's fields by their labels, the customer linked; search in the answers, a date range,
// export to Excel and CSV (a nested form's fields each a column, numbers as numbers), one opened in
// full, delete; the last 30 days at a glance. A form with no fields yet opens in its builder.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PostAdd from '@mui/icons-material/PostAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { answerColumns, answerText, type AnswerWords } from '../../../definitions/forms/answers';
import { FormRenderer } from '../../forms/FormRenderer';
import { allElements, type FormElement, type FormSchema } from '../../../definitions/forms/rules';
import { formatDate, formatDateTime } from '../../lib/format';
import { can } from '../../authProvider/permissions';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { askToExport, exportFailure } from '../../resources/views/export/askToExport';
import { downloadCsvFile, downloadXlsxFile } from '../../resources/views/export/writeFile';
import { Pagination } from '../../widgets/pagination/Pagination';
import { formsApi, formUploader, type Submission, type SubmissionFilter } from './api';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import MuiLink from '@mui/material/Link';
import { useFileRecords } from '../../widgets/files/api';
import { DateInput } from '../../widgets/date/DateInput';
import { useFilesLightbox } from '../../widgets/files/useFilesLightbox';
import { usePaginationLabels } from '../../widgets/pagination/usePaginationLabels';

const EXPORT_LIMIT = 10_000;

/** An upload answer: each file's name as a link that opens it in the lightbox. */
function FileLinks({ value }: { value: unknown }) {
  const keys = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];
  const records = useFileRecords(keys);
  const lightbox = useFilesLightbox(keys);
  return (
    <Box
      component="span"
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'flex', flexDirection: 'column', maxWidth: 260 }}
    >
      {keys.map((key, i) => (
        <MuiLink
          key={key}
          component="button"
          type="button"
          dir="auto"
          onClick={() => lightbox.open(key)}
          sx={{ textAlign: 'start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {records[i]?.name ?? key.split('/').pop()}
        </MuiLink>
      ))}
      {lightbox.element}
    </Box>
  );
}

function AnswerCell({
  element,
  value,
  words,
  nested,
}: {
  element: FormElement;
  value: unknown;
  words: AnswerWords;
  nested: Record<string, FormSchema>;
}) {
  const translate = useTranslate();
  if (element.kind === 'upload') return <FileLinks value={value} />;
  if (element.kind === 'signature' && typeof value === 'string' && value.startsWith('data:image/')) {
    return (
      <Box
        component="img"
        src={value}
        alt={words.signature}
        sx={{
          height: 36,
          maxWidth: 120,
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
        }}
      />
    );
  }
  if (element.kind === 'table' && Array.isArray(value)) {
    return (
      <Tooltip title={answerText(element, value, words, nested)}>
        <span>{translate('forms.submissions.rows', { smart_count: value.length })}</span>
      </Tooltip>
    );
  }
  if (element.kind === 'color' && typeof value === 'string') {
    return (
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          width: 16,
          height: 16,
          bgcolor: value,
          border: 1,
          borderColor: 'divider',
          verticalAlign: 'middle',
        }}
        title={value}
      />
    );
  }
  const text = answerText(element, value, words, nested);
  return (
    <Box
      component="span"
      dir="auto"
      sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={text}
    >
      {text}
    </Box>
  );
}

function Daily({ id }: { id: string }) {
  const translate = useTranslate();
  const daily = useQuery({ queryKey: ['form-daily', id], queryFn: () => formsApi.daily(id) });
  const days = useMemo(() => {
    const counts = new Map((daily.data ?? []).map((d) => [d.day, d.count]));
    return Array.from({ length: 30 }, (_, i) => {
      const day = new Date(Date.now() - (29 - i) * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Asia/Jerusalem',
      });
      return { day, count: counts.get(day) ?? 0 };
    });
  }, [daily.data]);
  const top = Math.max(1, ...days.map((d) => d.count));
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate('forms.submissions.per_day')}
      </Typography>
      <Box
        role="img"
        aria-label={translate('forms.submissions.per_day')}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 40, mt: 0.5 }}
      >
        {days.map((d) => (
          <Tooltip key={d.day} title={`${formatDate(d.day)}: ${d.count}`}>
            <Box
              sx={{
                flex: 1,
                minWidth: 3,
                height: `${Math.max(4, (d.count / top) * 100)}%`,
                bgcolor: d.count ? 'primary.main' : 'action.hover',
                borderRadius: 0.5,
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}

export default function FormSubmissionsPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const paginationLabels = usePaginationLabels();
  const notify = useNotify();
  const user = useCurrentUser();
  const mayExport = Boolean(user && can(user, 'form', 'export'));
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [opened, setOpened] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const [filling, setFilling] = useState(false);
  const [exporting, setExporting] = useState(false);
  const search = useDebouncedValue(q, 400);
  const filter: SubmissionFilter = { q: search, from, to };

  const form = useQuery({ queryKey: ['form', id], queryFn: () => formsApi.read(id) });
  const list = useQuery({
    queryKey: ['form-submissions', id, filter, page, perPage],
    queryFn: () => formsApi.submissions(id, { ...filter, skip: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => setPage(0), [search, from, to]);

  const words = {
    yes: translate('forms.renderer.yes'),
    no: translate('forms.renderer.no'),
    signature: translate('forms.submissions.signature'),
  };
  const elements = form.data ? allElements(form.data.schema) : [];

  if (form.isError) return <Alert severity="error">{form.error.message}</Alert>;
  if (!form.data) return <LinearProgress />;
  if (elements.length === 0) return <Navigate to={`/forms/${id}/edit`} replace />;

  const nested = form.data.nested ?? {};
  const firstColumns = [translate('forms.submissions.sent_at'), translate('forms.submissions.customer')];
  const columns = [...firstColumns, ...elements.map((e) => e.label)];
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await askToExport(`form_submissions/${form.data.name}`, kind, Math.min(list.data?.total ?? 0, EXPORT_LIMIT));
      const all = await formsApi.submissions(id, { ...filter, skip: 0, limit: EXPORT_LIMIT });
      const answers = answerColumns(elements, words, nested);
      const header = [...firstColumns, ...answers.map((c) => c.label)];
      const rows = all.items.map((s) => [
        formatDateTime(s.created_at),
        s.person_name ?? '',
        ...answers.map((c) => c.cell(s.data)),
      ]);
      const filename = `${form.data.name}-${new Date().toISOString().slice(0, 10)}`;
      if (kind === 'csv') downloadCsvFile(header, rows, filename);
      else await downloadXlsxFile(header, rows, filename, locale === 'he');
    } catch (error) {
      notify(exportFailure(error), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['form-submissions', id] });
    void queryClient.invalidateQueries({ queryKey: ['form-daily', id] });
    void queryClient.invalidateQueries({ queryKey: ['form', id] });
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('forms.submissions.title', { title: form.data.title })} />
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h6" component="h1">
              {form.data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('forms.submissions.total', { smart_count: list.data?.total ?? form.data.submission_count })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={`/forms/${id}/edit`} startIcon={<EditOutlined />} variant="outlined">
              {translate('forms.submissions.edit_form')}
            </Button>
            <Button onClick={() => setFilling(true)} startIcon={<PostAdd />} variant="outlined">
              {translate('forms.submissions.fill')}
            </Button>
            <Button
              component="a"
              href={`/f/${form.data.name}`}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNew />}
            >
              {translate('forms.builder.share.open')}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Daily id={id} />
        </Box>
      </Card>
      <Card>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ p: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            fullWidth={false}
            label={translate('forms.submissions.search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ minWidth: 220 }}
          />
          <Box sx={{ width: { sm: 190 } }}>
            <DateInput
              size="small"
              label={translate('forms.submissions.from')}
              value={from}
              onChange={setFrom}
              wholeValuesOnly
              max={to || undefined}
            />
          </Box>
          <Box sx={{ width: { sm: 190 } }}>
            <DateInput
              size="small"
              label={translate('forms.submissions.to')}
              value={to}
              onChange={setTo}
              wholeValuesOnly
              min={from || undefined}
            />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={1} sx={{ display: mayExport ? undefined : 'none' }}>
            <Button
              onClick={() => void exportAs('xlsx')}
              disabled={exporting || !list.data?.total}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('forms.submissions.export_xlsx')}
            </Button>
            <Button
              onClick={() => void exportAs('csv')}
              disabled={exporting || !list.data?.total}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('forms.submissions.export_csv')}
            </Button>
          </Stack>
        </Stack>
        {(list.isFetching || exporting) && <LinearProgress />}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('forms.submissions.title', { title: form.data.title })}>
            <TableHead>
              <TableRow>
                {columns.map((c, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                    {c}
                  </TableCell>
                ))}
                <TableCell padding="none" />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.items.map((s) => (
                <TableRow key={s.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpened(s)}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.created_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {s.person_id ? (
                      <Link to={`/customers/${s.person_id}`} onClick={(e) => e.stopPropagation()}>
                        {/* the server names every person (name, e-mail or phone); a bare id means nothing to a person */}
                        {s.person_name || translate('forms.submissions.customer')}
                      </Link>
                    ) : null}
                  </TableCell>
                  {elements.map((e) => (
                    <TableCell key={e.id}>
                      <AnswerCell element={e} value={s.data[e.id]} words={words} nested={nested} />
                    </TableCell>
                  ))}
                  <TableCell padding="none">
                    <IconButton
                      size="small"
                      aria-label={translate('forms.submissions.delete')}
                      onClick={(event) => {
                        event.stopPropagation();
                        setDeleting(s);
                      }}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {list.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                    {translate('forms.submissions.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <Pagination
          page={page + 1}
          perPage={perPage}
          total={list.data?.total ?? 0}
          onPageChange={(p) => setPage(p - 1)}
          onPerPageChange={(n) => {
            setPerPage(n);
            setPage(0);
          }}
          labels={paginationLabels}
        />
      </Card>

      <Dialog open={opened !== null} onClose={() => setOpened(null)} fullWidth maxWidth="sm">
        <DialogTitle>{opened ? formatDateTime(opened.created_at) : ''}</DialogTitle>
        <DialogContent>
          {opened && (
            <Table size="small" aria-label={translate('forms.submissions.open')}>
              <TableBody>
                {elements
                  .filter((e) => opened.data[e.id] !== undefined)
                  .map((e) => (
                    <TableRow key={e.id}>
                      <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>
                        {e.label}
                      </TableCell>
                      <TableCell dir="auto">
                        {e.kind === 'signature' || e.kind === 'upload' ? (
                          <AnswerCell element={e} value={opened.data[e.id]} words={words} nested={nested} />
                        ) : (
                          answerText(e, opened.data[e.id], words, nested)
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                <TableRow>
                  <TableCell component="th">{translate('forms.submissions.version')}</TableCell>
                  <TableCell>{opened.version}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={filling} onClose={() => setFilling(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('forms.submissions.fill_title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormRenderer
              schema={form.data.schema}
              nested={form.data.nested}
              upload={formUploader(form.data.name)}
              stepValidation={form.data.settings.step_validation}
              onSubmit={async (data) => {
                await formsApi.submit(id, data);
              }}
              onSuccess={refresh}
            />
          </Box>
        </DialogContent>
      </Dialog>

      <Confirm
        isOpen={deleting !== null}
        title="forms.submissions.delete"
        content="app.confirm.message"
        confirm="app.confirm.confirm"
        cancel="app.confirm.cancel"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await formsApi.deleteSubmission(id, deleting.id);
          setDeleting(null);
          notify('forms.submissions.deleted', { type: 'success' });
          refresh();
        }}
      />
    </Box>
  );
}
