// The customer page's app tab (/customers/:customerID, child app): the person's library with why and
// when each item was given and their progress, giving an item with a reason, and taking one out after a confirm.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AutocompleteInput, Confirm, ReferenceInput, required, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCustomerLibrary, type GrantReason, type LibraryLink } from './api';
import { formatDate } from '../../lib/format';
import { SmallTable } from '../../widgets/table/SmallTable';
import { showToast } from '../../notifications/toasts';
import { FilePicture, useFileRecord } from '../../widgets/files';
import { GrantButton } from './GrantButton';
import { ReadingProgress } from './ReadingProgress';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

const Cover = ({ pathKey }: { pathKey: string | null }) => {
  const { data } = useFileRecord(pathKey);
  return data ? (
    <FilePicture record={data} size={40} />
  ) : (
    <Box sx={{ width: 40, height: 40, bgcolor: 'action.hover', borderRadius: 1 }} />
  );
};

export function CustomerLibrary({ personId }: { personId: number }) {
  const translate = useTranslate();
  const { library, grant: give, remove: takeBack } = useCustomerLibrary(personId);
  const [removing, setRemoving] = useState<LibraryLink | null>(null);

  const remove = async () => {
    const link = removing!;
    setRemoving(null);
    await takeBack(link.item_id);
    showToast(translate('library.customer.removed'), { variant: 'success' });
  };

  return (
    <Box>
      <SmallTable
        action={
          <GrantButton
            label={translate('library.customer.grant')}
            reasonLabel={translate('library.customer.reason')}
            given={translate('library.customer.granted')}
            give={(values) => give(values.item_id as number, values.reason as GrantReason)}
          >
            <ReferenceInput source="item_id" reference="app/books" sort={{ field: 'title', order: 'ASC' }}>
              <AutocompleteInput
                label={translate('library.customer.item')}
                optionText="title"
                validate={required()}
                fullWidth
              />
            </ReferenceInput>
          </GrantButton>
        }
        label={translate('resources.customers.tabs.app')}
        items={library.data}
        empty={translate('library.customer.none')}
        headings={[
          translate('library.customer.item'),
          translate('library.customer.reason'),
          translate('library.customer.progress'),
          '',
        ]}
        row={(link) => (
          <TableRow key={link.item_id} data-testid="library-row">
            <TableCell>
              <Stack direction="row" spacing={1} alignItems="center">
                <Cover pathKey={link.cover} />
                <Box>
                  <Link component={RouterLink} to={`/app/books/${link.item_id}`}>
                    {link.title}
                  </Link>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {/* 'by' only with a name: a grant whose staff member was since removed says when, not 'by' nobody */}
                    {link.granted_by_name
                      ? translate('library.customer.granted_on', {
                          date: formatDate(link.granted_at),
                          name: link.granted_by_name,
                        })
                      : translate('library.customer.granted_on_date', { date: formatDate(link.granted_at) })}
                  </Typography>
                </Box>
              </Stack>
            </TableCell>
            <TableCell>
              <Chip size="small" label={translate(`library.customer.reasons.${link.reason}`)} />
            </TableCell>
            <TableCell sx={{ minWidth: 120 }}>
              <ReadingProgress
                progress={link.progress}
                label={translate('library.customer.progress')}
                when={(readAt) => <bdi>{formatDate(readAt)}</bdi>}
              />
            </TableCell>
            <TableCell align="right">
              <LabelledIconButton
                label={translate('library.customer.remove', { title: link.title })}
                onClick={() => setRemoving(link)}
              >
                <DeleteOutline />
              </LabelledIconButton>
            </TableCell>
          </TableRow>
        )}
      />
      <Confirm
        isOpen={!!removing}
        title={translate('library.customer.remove_title', { title: removing?.title ?? '' })}
        content={translate('library.customer.remove_content')}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
