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
  /** A first choice of no code (the value ''), by this label: "any status" in a filter, "none" in a setting. */
  none?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A small select of fixed codes (a status, a priority, a kind), each shown by its label; the choice is told at once. */
export function CodeSelect<Code extends string>({
  label,
  value,
  codes,
  labelOf,
  onChange,
  none,
  fullWidth,
  sx,
}: Props<Code>) {
  return (
    <SmallSelect label={label} value={value} onChange={(code) => onChange(code as Code)} fullWidth={fullWidth} sx={sx}>
      {none === undefined ? null : <MenuItem value="">{none}</MenuItem>}
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {labelOf(code)}
        </MenuItem>
      ))}
    </SmallSelect>
  );
}
