// One-time code boxes: a digit per box, focus moves on as digits come and back on Backspace, a paste fills from the
// focused box (src/widgets/otp/otpRules.ts). The value is the digits typed so far, in order ('' for an empty box).
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useRef } from 'react';
import { emptyCode, pasteInto, typeInBox } from './otpRules';

export interface OtpInputProps {
  length?: number;
  value: string;
  onChange(value: string): void;
  label: string;
  /** The label of one box: `Digit 2 of 6`. */
  boxLabel(index: number, length: number): string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

const toCode = (value: string, length: number) =>
  emptyCode(length).map((_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
const fromCode = (code: string[]) =>
  code
    .map((c) => c || ' ')
    .join('')
    .trimEnd();

export function OtpInput({
  length = 6,
  value,
  onChange,
  label,
  boxLabel,
  error,
  helperText,
  required,
  disabled,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = toCode(value ?? '', length);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  return (
    <Box role="group" aria-label={label}>
      <FormLabel error={error} required={required} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box dir="ltr" sx={{ display: 'flex', gap: 1 }}>
        {code.map((digit, index) => (
          <Box
            key={index}
            component="input"
            ref={(el: HTMLInputElement | null) => {
              boxes.current[index] = el;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={boxLabel(index + 1, length)}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              const next = typeInBox(code, index, e.target.value);
              onChange(fromCode(next));
              if (next[index]) focus(index + 1);
            }}
            onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
              if (e.key === 'Backspace' && !digit) focus(index - 1);
              if (e.key === 'ArrowLeft') focus(index - 1);
              if (e.key === 'ArrowRight') focus(index + 1);
            }}
            onPaste={(e: React.ClipboardEvent<HTMLInputElement>) => {
              e.preventDefault();
              const pasted = pasteInto(code, index, e.clipboardData.getData('text'));
              onChange(fromCode(pasted.code));
              focus(pasted.focus);
            }}
            sx={{
              width: 40,
              height: 48,
              textAlign: 'center',
              fontSize: 22,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus': { outline: 2, outlineColor: 'primary.main' },
            }}
          />
        ))}
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
