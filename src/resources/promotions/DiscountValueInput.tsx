import { useWatch } from 'react-hook-form';
import type { FieldComponentProps } from '../../engine/fields';
import { FieldInput } from '../../engine/views/FieldInput';
import { discountSpec } from './discountSpec';

/** The discount's value as its kind reads it: shekels with two decimals for an amount off, else a whole percentage. */
export const discountValueInput = (kindSource: string) => {
  const DiscountValueInput = ({ source }: FieldComponentProps) => {
    const kind = useWatch({ name: kindSource }) as unknown;
    return <FieldInput source={source} spec={discountSpec(kind)} />;
  };
  return DiscountValueInput;
};
