import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { SmallSelect } from './SmallSelect';

interface Props<Code extends string> {
  label: string;
  value: Code;
  /** The codes offered, in their order. */
  codes: readonly Code[];
  /** A code's label, in the user's language. */
  labelOf(code: Code): string;
  onChange(code: Code): void;
  sx?: SxProps<Theme>;
}

/** A small select of fixed codes (a status, a priority, a kind), each shown by its label; the choice is told at once. */
export function CodeSelect<Code extends string>({ label, value, codes, labelOf, onChange, sx }: Props<Code>) {
  return (
    <SmallSelect label={label} value={value} onChange={(code) => onChange(code as Code)} sx={sx}>
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {labelOf(code)}
        </MenuItem>
      ))}
    </SmallSelect>
  );
}
