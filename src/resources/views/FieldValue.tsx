import { ReferenceField, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import type { FieldSpec } from '../fields';
import { ToggleField } from './ToggleField';

interface Props {
  source: string;
  spec: FieldSpec;
}

/** Shows one value of the record in context: list cells and show pages. */
export const FieldValue = ({ source, spec }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (spec.display) {
    const Display = spec.display;
    return <Display source={source} />;
  }
  const value = record[source];
  switch (spec.kind) {
    case 'computed':
      return <>{spec.get?.(record) ?? ''}</>;
    case 'boolean':
      if (spec.toggle) return <ToggleField source={source} />;
      return <>{value === null || value === undefined ? '' : translate(value ? 'app.boolean.yes' : 'app.boolean.no')}</>;
    case 'money':
      // Amounts keep their own direction inside Hebrew text.
      return <bdi>{formatMoney(value, spec.currency ?? 'ILS', locale)}</bdi>;
    case 'number':
      return <bdi>{formatNumber(value, locale)}</bdi>;
    case 'email':
      return value ? <span dir="ltr">{String(value)}</span> : null;
    case 'date':
      return <bdi>{formatDate(value)}</bdi>;
    case 'datetime':
      return <bdi>{formatDateTime(value)}</bdi>;
    case 'select': {
      const choice = spec.choices?.find((c) => c.id === value);
      return <>{choice ? translate(choice.name, { _: choice.name }) : String(value ?? '')}</>;
    }
    case 'reference':
      return (
        <ReferenceField source={source} reference={spec.reference ?? ''} link={false}>
          <TextField source={spec.optionText ?? 'name'} />
        </ReferenceField>
      );
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>;
  }
};
