export { ltrFieldProps, splitLayout, type FieldLayoutProps } from './ltrFieldProps';
export { ltrValueSx } from './ltrValueSx';
