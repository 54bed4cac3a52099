// A date answer in the product's one date input (typed DD.MM.YY or chosen from its calendar; a browser's own date
// input would show the phone's locale and order), within the element's first and last dates when it has them; its
// value is the rules' YYYY-MM-DD. Until a person reaches for it (pointer over it, a touch, focus) it is a plain
// field showing the date as the product writes dates: the input, its frame and its calendar are heavy, and a form
// page is drawn without them.
import { Suspense, useState } from 'react';
import { formatDate } from '../../lib/format';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { AnswerField, RequiredMark } from './AnswerField';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const DateInput = lazyWithReload(() => import('../../widgets/date/DateInput').then((m) => ({ default: m.DateInput })));

const bound = (date: unknown) => (typeof date === 'string' && date ? date : undefined);

function StandIn({ answer, onReach }: { answer: AnswerProps; onReach(how: 'pointer' | 'focus'): void }) {
  return (
    <AnswerField {...answer}>
      {(control) => (
        <input
          {...control}
          className="fr-input"
          readOnly
          dir="ltr"
          value={formatDate(answer.value)}
          onPointerEnter={() => onReach('pointer')}
          onFocus={() => onReach('focus')}
        />
      )}
    </AnswerField>
  );
}

export function DateAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur, error, helper, disabled } = props;
  const [reached, setReached] = useState<'pointer' | 'focus' | null>(null);
  const standIn = <StandIn answer={props} onReach={(how) => setReached((was) => (was === 'focus' ? was : how))} />;
  if (!reached) return standIn;
  // its label above it as every answer's (the input's own name is the same words)
  return (
    <Suspense fallback={standIn}>
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
            autoFocus={reached === 'focus'}
          />
        </InWidgetFrame>
      </div>
    </Suspense>
  );
}
