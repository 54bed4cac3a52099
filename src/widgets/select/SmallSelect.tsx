// A small drop-down whose choices are MenuItems: the chosen item's value is told at once, as the text it is (a
// number's choice is turned back into a number by the caller). Every such drop-down in a page is this one.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

type Props = Omit<TextFieldProps, 'select' | 'size' | 'onChange' | 'children'> & {
  onChange(value: string): void;
  /** The choices: a MenuItem each. */
  children: ReactNode;
};

export function SmallSelect({ onChange, children, ...field }: Props) {
  return (
    <TextField select size="small" {...field} onChange={(e) => onChange(e.target.value)}>
      {children}
    </TextField>
  );
}
