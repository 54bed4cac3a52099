import type { TextFieldProps } from '@mui/material/TextField';
import { FieldTitle, type InputProps, type UseInputValue } from 'react-admin';
import { ltrValueSx } from './ltrValueSx';

/** The TextField layout props a react-admin input passes through unchanged. */
export type FieldLayoutProps = Pick<
  TextFieldProps,
  'className' | 'sx' | 'fullWidth' | 'margin' | 'size' | 'variant' | 'autoFocus'
>;

/** Separates the layout props from the rest (useInput's options and the widget's own props). */
export function splitLayout<P extends FieldLayoutProps>(props: P): [FieldLayoutProps, Omit<P, keyof FieldLayoutProps>] {
  const { className, sx, fullWidth, margin, size, variant, autoFocus, ...rest } = props;
  return [{ className, sx, fullWidth, margin, size, variant, autoFocus }, rest];
}

/** What the input was given (its useInput answer is the first argument). */
export interface LtrFieldFrame {
  source: string;
  resource?: string;
  label: InputProps['label'];
  disabled?: boolean;
  layout: FieldLayoutProps;
}

/**
 * The TextField props shared by our inputs whose value reads left to right (e-mail, phone): react-admin's
 * classes, the label with its required star, the error state, the layout props, and the value kept to the
 * inline start of the field in a right-to-left page.
 */
export function ltrFieldProps(
  { id, field, fieldState, isRequired }: Pick<UseInputValue, 'id' | 'field' | 'fieldState' | 'isRequired'>,
  { source, resource, label, disabled, layout }: LtrFieldFrame,
) {
  const { className, sx, ...rest } = layout;
  return {
    ...rest,
    id,
    name: field.name,
    disabled,
    error: fieldState.invalid,
    className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
    label:
      label !== '' && label !== false ? (
        <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
      ) : null,
    sx: [ltrValueSx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])],
  } satisfies Partial<TextFieldProps>;
}
