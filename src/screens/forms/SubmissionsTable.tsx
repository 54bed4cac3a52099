// The submissions, newest first: when sent, the customer linked, every field a column and a delete button; a row
// opens the submission in full; pages below.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { FormElement, FormSchema } from '../../../definitions/forms/rules';
import { formatDateTime } from '../../lib/format';
import { Pagination } from '../../widgets/pagination/Pagination';
import { usePaginationLabels } from '../../widgets/pagination/usePaginationLabels';
import type { Submission } from './api';
import { AnswerCell } from './SubmissionAnswer';
import type { SubmissionList } from './useSubmissionList';

interface Props {
  title: string;
  elements: FormElement[];
  nested: Record<string, FormSchema>;
  list: SubmissionList;
  onOpen(submission: Submission): void;
  onDelete(submission: Submission): void;
}

export function SubmissionsTable({ title, elements, nested, list, onOpen, onDelete }: Props) {
  const translate = useTranslate();
  const paginationLabels = usePaginationLabels();
  const { words, page, perPage, setPage, setPerPage } = list;
  const data = list.list.data;
  const columns = [
    translate('forms.submissions.sent_at'),
    translate('forms.submissions.customer'),
    ...elements.map((e) => e.label),
  ];
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('forms.submissions.title', { title })}>
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
            {data?.items.map((s) => (
              <TableRow key={s.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(s)}>
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
                      onDelete(s);
                    }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {data?.items.length === 0 && (
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
        total={data?.total ?? 0}
        onPageChange={(p) => setPage(p - 1)}
        onPerPageChange={(n) => {
          setPerPage(n);
          setPage(0);
        }}
        labels={paginationLabels}
      />
    </>
  );
}
