// Signature pad: signature_pad with the product's pen settings, a watermark, clearable by
// default, a default image, PNG (or SVG/JPEG) out, cleared when the box is resized (clear on resize), disabled.
// The value is a data URL, or '' while empty.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

export const SIGNATURE_PEN = {
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
  velocityFilterWeight: 0.7,
  penColor: 'black',
} as const;

export interface SignatureInputProps {
  value: string;
  onChange(value: string): void;
  label: string;
  clearLabel: string;
  hint?: string;
  width?: number;
  height?: number;
  /** Width over height when no height is given. */
  ratio?: number;
  clearOnResize?: boolean;
  watermark?: string;
  disabled?: boolean;
  clearable?: boolean;
  format?: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  penOptions?: Partial<typeof SIGNATURE_PEN>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}

export function SignatureInput({
  value,
  onChange,
  label,
  clearLabel,
  hint,
  width,
  height,
  ratio = 3,
  clearOnResize = true,
  watermark,
  disabled,
  clearable = true,
  format = 'image/png',
  penOptions,
  error,
  helperText,
  required,
}: SignatureInputProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, {
      ...SIGNATURE_PEN,
      ...penOptions,
      backgroundColor: format === 'image/jpeg' ? 'white' : 'rgba(0,0,0,0)',
    });
    padRef.current = pad;
    const fit = () => {
      const scale = Math.max(window.devicePixelRatio || 1, 1);
      const cssWidth = width ?? canvas.offsetWidth;
      const cssHeight = height ?? Math.round(cssWidth / ratio);
      canvas.width = cssWidth * scale;
      canvas.height = cssHeight * scale;
      canvas.style.height = `${cssHeight}px`;
      canvas.getContext('2d')!.scale(scale, scale);
      pad.clear();
      if (clearOnResize && valueRef.current && padRef.current === pad && canvas.dataset.drawn === 'yes')
        changeRef.current('');
      else if (valueRef.current) void pad.fromDataURL(valueRef.current, { width: cssWidth, height: cssHeight });
    };
    fit();
    const observer = new ResizeObserver(() => fit());
    observer.observe(canvas.parentElement!);
    const ended = () => {
      canvas.dataset.drawn = 'yes';
      changeRef.current(pad.isEmpty() ? '' : pad.toDataURL(format));
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
    };
  }, [width, height, ratio, clearOnResize, format, penOptions]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  // Cleared from outside (a reset): clear the drawing too.
  useEffect(() => {
    if (!value && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  return (
    <Box>
      <Typography component="p" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          maxWidth: width ?? '100%',
        }}
      >
        {watermark && (
          <Typography
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'text.disabled',
              opacity: 0.4,
              pointerEvents: 'none',
              fontSize: 28,
            }}
          >
            {watermark}
          </Typography>
        )}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-testid="signature-pad"
          style={{
            width: '100%',
            display: 'block',
            touchAction: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
          {helperText ?? hint}
        </Typography>
        {clearable && !disabled && (
          <Button
            size="small"
            onClick={() => {
              padRef.current?.clear();
              onChange('');
            }}
            disabled={!value}
          >
            {clearLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
