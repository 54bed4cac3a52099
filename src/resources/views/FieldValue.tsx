import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ChipField, FunctionField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { optionTextOf, type FieldSpec } from '../fields';
import { FilesField } from '../../widgets/files';
import { plainText, SafeHtml } from './SafeHtml';
import { ToggleField } from './ToggleField';

interface Props {
  source: string;
  spec: FieldSpec;
  /** A list cell: long values shortened. */
  cell?: boolean;
}

const CELL_TEXT = 120;
const shorten = (text: string) => (text.length > CELL_TEXT ? `${text.slice(0, CELL_TEXT - 1)}…` : text);

/** Shows one value of the record in context: list cells and show pages. */
export const FieldValue = ({ source, spec, cell }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (spec.display) {
    const Display = spec.display;
    return <Display source={source} />;
  }
  const value = record[source];
  const empty = value === null || value === undefined || value === '';
  switch (spec.kind) {
    case 'computed': {
      // A computed value may be an i18n key (a state's name); plain text shows as it is.
      const text = spec.get(record);
      return <>{translate(text, { _: text })}</>;
    }
    case 'boolean':
      if (spec.toggle) return <ToggleField source={source} confirmOn={spec.confirmOn} />;
      return <>{value === null || value === undefined ? '' : translate(value ? 'app.boolean.yes' : 'app.boolean.no')}</>;
    case 'money':
      // Amounts keep their own direction inside Hebrew text.
      return empty ? null : <bdi>{formatMoney(spec.minor ? Number(value) / 100 : value, spec.currency, locale)}</bdi>;
    case 'number':
      return <bdi>{formatNumber(value, locale)}</bdi>;
    case 'email':
      return value ? <span dir="ltr">{String(value)}</span> : null;
    case 'date':
      return <bdi>{formatDate(value)}</bdi>;
    case 'datetime':
      return <bdi>{formatDateTime(value)}</bdi>;
    case 'select': {
      const choice = spec.choices.find((c) => c.id === value);
      return <>{choice ? translate(choice.name, { _: choice.name }) : String(value ?? '')}</>;
    }
    case 'reference':
      return empty ? null : (
        <ReferenceField source={source} reference={spec.reference} link={cell ? false : 'edit'}>
          {typeof spec.optionText === 'string' ? <TextField source={spec.optionText} /> : <FunctionField render={spec.optionText} />}
        </ReferenceField>
      );
    case 'references':
      return Array.isArray(value) && value.length ? (
        <ReferenceArrayField source={source} reference={spec.reference}>
          <SingleFieldList linkType={cell ? false : 'edit'}>
            {typeof spec.optionText === 'string' ? (
              <ChipField source={spec.optionText} size="small" />
            ) : (
              <FunctionField render={(record) => <Chip label={optionTextOf(spec, record)} size="small" />} />
            )}
          </SingleFieldList>
        </ReferenceArrayField>
      ) : null;
    case 'referenceMany':
      return null; // a child table: RecordField shows it on pages
    case 'richText':
      return cell ? <>{shorten(plainText(String(value ?? '')))}</> : <SafeHtml html={String(value ?? '')} />;
    case 'tags':
      return Array.isArray(value) && value.length ? (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {value.map((tag) => (
            <Chip key={String(tag)} size="small" label={String(tag)} />
          ))}
        </Stack>
      ) : null;
    case 'json':
      return empty ? null : cell ? <bdi dir="ltr">{shorten(JSON.stringify(value))}</bdi> : <pre dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>;
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return empty ? null : <FilesField pathKeys={(Array.isArray(value) ? value : [value]).map(String)} cell={cell} carousel={spec.kind === 'images'} />;
    case 'text':
      return empty ? null : <>{cell && spec.multiline ? shorten(String(value)) : String(value)}</>;
    default:
      return empty ? null : <>{String(value)}</>;
  }
};
