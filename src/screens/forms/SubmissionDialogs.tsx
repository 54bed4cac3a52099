// The submissions page's dialogs: one submission opened in full (each answered field, and the form's version it
// answered), and the form filled in by staff.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { answerText, type AnswerWords } from '../../../definitions/forms/answers';
import type { FormElement, FormSchema } from '../../../definitions/forms/rules';
import { FormRenderer } from '../../forms/FormRenderer';
import { AdminFormText } from './AdminFormText';
import { formatDateTime } from '../../lib/format';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { formsApi, type FormRecord, type Submission } from './api';
import { formUploader } from './publicApi';
import { AnswerCell } from './SubmissionAnswer';

interface OpenedProps {
  opened: Submission | null;
  onClose(): void;
  elements: FormElement[];
  words: AnswerWords;
  nested: Record<string, FormSchema>;
}

export function SubmissionDialog({ opened, onClose, elements, words, nested }: OpenedProps) {
  const translate = useTranslate();
  return (
    <TitledDialog
      open={opened !== null}
      onClose={onClose}
      title={opened ? formatDateTime(opened.created_at) : ''}
      fullScreenBelow={false}
    >
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
    </TitledDialog>
  );
}

interface FillProps {
  id: string;
  form: FormRecord;
  open: boolean;
  onClose(): void;
  onSent(): void;
}

export function FillDialog({ id, form, open, onClose, onSent }: FillProps) {
  const translate = useTranslate();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('forms.submissions.fill_title')}
      maxWidth="md"
      fullScreenBelow={false}
    >
      <Box sx={{ pt: 1 }}>
        <AdminFormText>
          <FormRenderer
            schema={form.schema}
            nested={form.nested}
            upload={formUploader(form.name)}
            stepValidation={form.settings.step_validation}
            onSubmit={async (data) => {
              await formsApi.submit(id, data);
            }}
            onSuccess={onSent}
          />
        </AdminFormText>
      </Box>
    </TitledDialog>
  );
}
