import { useRecordContext } from 'react-admin';
import type { FieldComponentProps } from '../../engine/fields';
import { FieldValue } from '../../engine/views/FieldValue';
import { discountSpec } from './discountSpec';

/** A discount's value as its kind says: an amount in money, else a number with a percent sign. */
export const discountValueDisplay = (kindSource: string) => {
  const DiscountValue = ({ source }: FieldComponentProps) => {
    const record = useRecordContext();
    if (!record || record[source] === null || record[source] === undefined) return null;
    const kind = record[kindSource];
    if (kind === 'amount_off') return <FieldValue source={source} spec={discountSpec(kind)} />;
    return (
      <bdi>
        <FieldValue source={source} spec={discountSpec(kind)} />%
      </bdi>
    );
  };
  return DiscountValue;
};
