// A date answer in the product's one date input (typed DD.MM.YY or chosen from its calendar; a browser's own date
// input would show the phone's locale and order), within the element's first and last dates when it has them; its
// value is the rules' YYYY-MM-DD. The input and its frame come with the first date element, the calendar's code when
// a person reaches for the field.
import { lazyWithReload } from '../../lib/lazyWithReload';
import { RequiredMark } from './AnswerField';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const DateInput = lazyWithReload(() => import('../../widgets/date/DateInput').then((m) => ({ default: m.DateInput })));

const bound = (date: unknown) => (typeof date === 'string' && date ? date : undefined);

export function DateAnswer({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  // its label above it as every answer's (the input's own name is the same words)
  return (
    <div className="fr-field">
      <span className="fr-label" aria-hidden="true">
        {element.label}
        <RequiredMark element={element} />
      </span>
      <InWidgetFrame>
        <DateInput
          label=""
          ariaLabel={element.label}
          variant="outlined"
          name={element.id}
          required={Boolean(element.required)}
          disabled={disabled}
          error={Boolean(error)}
          helperText={helper}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          min={bound(element.min)}
          max={bound(element.max)}
          loadOnReach
        />
      </InWidgetFrame>
    </div>
  );
}
