// Formatted text, in the rich-text editor; while the editor's code is on the way, the label stands in.
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { AnswerProps } from './answerProps';

const RichTextField = lazy(() => import('../../widgets/richText/RichTextField'));

export function RichTextAnswer({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  return (
    <Suspense fallback={<Typography color="text.secondary">{element.label}</Typography>}>
      <RichTextField
        label={element.label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        required={Boolean(element.required)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={helper}
      />
    </Suspense>
  );
}
