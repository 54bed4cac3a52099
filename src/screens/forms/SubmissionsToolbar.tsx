// Above the submissions: search in the answers, a date range, and export to Excel and CSV (for those who may).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { can } from '../../authProvider/permissions';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { DateRangeInputs } from '../../widgets/date/DateRangeInputs';
import type { SubmissionList } from './useSubmissionList';

interface Props {
  list: SubmissionList;
  exporting: boolean;
  exportAs(kind: 'csv' | 'xlsx'): Promise<void>;
}

export function SubmissionsToolbar({ list, exporting, exportAs }: Props) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const mayExport = Boolean(user && can(user, 'form', 'export'));
  const { q, setQ, from, setFrom, to, setTo } = list;
  const none = exporting || !list.list.data?.total;
  return (
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
      <DateRangeInputs
        from={from}
        to={to}
        onFrom={setFrom}
        onTo={setTo}
        fromLabel={translate('forms.submissions.from')}
        toLabel={translate('forms.submissions.to')}
        width={{ sm: 190 }}
      />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} sx={{ display: mayExport ? undefined : 'none' }}>
        <Button onClick={() => void exportAs('xlsx')} disabled={none} sx={{ whiteSpace: 'nowrap' }}>
          {translate('forms.submissions.export_xlsx')}
        </Button>
        <Button onClick={() => void exportAs('csv')} disabled={none} sx={{ whiteSpace: 'nowrap' }}>
          {translate('forms.submissions.export_csv')}
        </Button>
      </Stack>
    </Stack>
  );
}
