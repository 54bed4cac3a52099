// One answer of a submission as its table shows it: files as links to the lightbox, a signature as its picture, a
// table as its row count, a colour as a swatch, the rest as text on one line (a phone left to right, as `words`
// writes it).
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { answerText, type AnswerWords } from '../../../definitions/forms/answers';
import type { FormElement, FormSchema } from '../../../definitions/forms/rules';
import { useFileRecords } from '../../widgets/files/api';
import { useFilesLightbox } from '../../widgets/files/useFilesLightbox';

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

export function AnswerCell({
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
      dir={element.kind === 'tel' ? 'ltr' : 'auto'}
      sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={text}
    >
      {text}
    </Box>
  );
}
