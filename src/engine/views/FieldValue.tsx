import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { optionTextOf, type FieldSpec } from '../fields';
import { FilesField } from '../../widgets/files';
import { Amount } from '../../widgets/number/Amount';
import { plainText } from './plainText';
import { lazyPart } from '../lazy';
import { ToggleField } from './ToggleField';

// a rich text drawn as HTML (a record's page), with the sanitiser's code; a list cell shows only its words
const SafeHtml = lazyPart(() => import('./SafeHtml').then((module) => module.SafeHtml));

interface Props {
  source: string;
  spec: FieldSpec;
  /** A list cell: long values shortened. */
  cell?: boolean;
}

const CELL_TEXT = 120;
const shorten = (text: string) => (text.length > CELL_TEXT ? `${text.slice(0, CELL_TEXT - 1)}…` : text);

/**
 * Shows one value of the record in context: list cells and show pages. Every value someone wrote is its own
 * isolated run (`<bdi>`: its direction from its own letters), so "Got it, thank you!" keeps its "!" at its end in a
 * Hebrew row; e-mails and numbers read left to right.
 */
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
      return <bdi>{translate(text, { _: text })}</bdi>;
    }
    case 'boolean':
      if (spec.toggle) return <ToggleField source={source} confirmOn={spec.confirmOn} />;
      return (
        <>{value === null || value === undefined ? '' : translate(value ? 'app.boolean.yes' : 'app.boolean.no')}</>
      );
    case 'money':
      return empty ? null : (
        <Amount>{formatMoney(spec.minor ? Number(value) / 100 : value, spec.currency, locale)}</Amount>
      );
    case 'number':
      return <Amount>{formatNumber(value, locale)}</Amount>;
    case 'email':
      return value ? <bdi dir="ltr">{String(value)}</bdi> : null;
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
          <FunctionField render={(record) => <bdi>{optionTextOf(spec, record)}</bdi>} />
        </ReferenceField>
      );
    case 'references':
      return Array.isArray(value) && value.length ? (
        <ReferenceArrayField source={source} reference={spec.reference}>
          <SingleFieldList linkType={cell ? false : 'edit'}>
            <FunctionField render={(record) => <Chip label={<bdi>{optionTextOf(spec, record)}</bdi>} size="small" />} />
          </SingleFieldList>
        </ReferenceArrayField>
      ) : null;
    case 'referenceMany':
      return null; // a child table: RecordField shows it on pages
    case 'richText':
      return cell ? <bdi>{shorten(plainText(String(value ?? '')))}</bdi> : <SafeHtml html={String(value ?? '')} />;
    case 'tags':
      return Array.isArray(value) && value.length ? (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {value.map((tag) => (
            <Chip
              key={String(tag)}
              size="small"
              label={
                <bdi>
                  {spec.wordsAt ? translate(`${spec.wordsAt}.${String(tag)}`, { _: String(tag) }) : String(tag)}
                </bdi>
              }
            />
          ))}
        </Stack>
      ) : null;
    case 'json':
      return empty ? null : cell ? (
        <bdi dir="ltr">{shorten(JSON.stringify(value))}</bdi>
      ) : (
        <pre dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(value, null, 2)}
        </pre>
      );
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return empty ? null : (
        <FilesField
          pathKeys={(Array.isArray(value) ? value : [value]).map(String)}
          cell={cell}
          carousel={spec.kind === 'images'}
        />
      );
    case 'text':
      return empty ? null : <bdi>{cell && spec.multiline ? shorten(String(value)) : String(value)}</bdi>;
    default:
      return empty ? null : <bdi>{String(value)}</bdi>;
  }
};
