// The book page's readers tab: who has the item, why (bought, subscription, gift), when and by whom it was
// given, how far they are and when they last opened it; each name leads to the customer's app tab. Staff give the
// item to a customer here too (with the reason), through the same call as the customer's app tab.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../lib/format';
import { useGrantItem, useItemReaders, type ReaderReason } from '../../screens/library/api';
import { GrantButton } from '../../screens/library/GrantButton';
import { ReadingProgress } from '../../screens/library/ReadingProgress';
import { SmallTable } from '../../widgets/table/SmallTable';
import { fullName } from '../../lib/names';

const PER_PAGE = 25;
const t = (key: string) => `resources.books.readers.${key}`;
const personName = (p: { first_name?: string | null; last_name?: string | null; email?: string | null }) =>
  fullName(p) || (p.email ?? '');

/** The button and dialog that give this item to a customer with a reason. */
function GrantToCustomer({ itemId }: { itemId: number | string }) {
  const translate = useTranslate();
  const give = useGrantItem(itemId);
  return (
    <GrantButton
      label={translate(t('give'))}
      reasonLabel={translate(t('reason'))}
      given={translate(t('given'))}
      give={(values) => give(values.person_id as number, values.reason as ReaderReason)}
    >
      <ReferenceInput source="person_id" reference="customers">
        <AutocompleteInput label={translate(t('customer'))} optionText={personName} validate={required()} fullWidth />
      </ReferenceInput>
    </GrantButton>
  );
}

export default function ItemReaders() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  // at phone width the reason goes under the name, and the last opening shows its day only
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = record?.id;
  const readers = useItemReaders(id, page * PER_PAGE, PER_PAGE);
  if (!readers.data || id === undefined) return null;
  const { items, total } = readers.data;
  return (
    <Box sx={{ width: { xs: '100%', md: 760 } }}>
      <SmallTable
        action={<GrantToCustomer itemId={id} />}
        label={translate('resources.books.tabs.readers')}
        items={items}
        empty={translate(t('none'))}
        headings={[translate(t('reader')), ...(phone ? [] : [translate(t('reason'))]), translate(t('progress'))]}
        row={(reader) => (
          <TableRow key={reader.person_id} data-testid="reader-row">
            <TableCell>
              <Link component={RouterLink} to={`/customers/${reader.person_id}?t=app`}>
                {reader.person_name ?? translate(t('unnamed'))}
              </Link>
              {phone ? (
                <Chip size="small" label={translate(`library.customer.reasons.${reader.reason}`)} sx={{ my: 0.5 }} />
              ) : null}
              <Typography variant="caption" component="div" color="text.secondary">
                {translate(reader.granted_by_name && !phone ? t('granted_by') : t('granted'), {
                  date: formatDate(reader.granted_at),
                  name: reader.granted_by_name ?? '',
                })}
              </Typography>
            </TableCell>
            {phone ? null : (
              <TableCell>
                <Chip size="small" label={translate(`library.customer.reasons.${reader.reason}`)} />
              </TableCell>
            )}
            <TableCell sx={{ minWidth: phone ? 110 : 130 }}>
              <ReadingProgress
                progress={reader.progress}
                label={translate(t('progress_of'), { name: reader.person_name ?? '' })}
                when={(readAt) => translate(t('last_opened'), { date: (phone ? formatDate : formatDateTime)(readAt) })}
              />
            </TableCell>
          </TableRow>
        )}
      />
      {total > PER_PAGE && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          labelDisplayedRows={({ from, to, count }) => translate(t('shown'), { from, to, count })}
        />
      )}
    </Box>
  );
}
