export { ltrFieldProps, splitLayout, type FieldLayoutProps } from './ltrFieldProps';
export { ltrValueSx } from './ltrValueSx';
export { useLtrInput, validatorsOf } from './useLtrInput';
