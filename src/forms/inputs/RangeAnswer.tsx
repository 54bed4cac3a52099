// A number on a slider, from the element's minimum (0 unless set) to its maximum (100 unless set), its value shown
// beside it.
import { AnswerField } from './AnswerField';
import type { AnswerProps } from './answerProps';

export function RangeAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const min = typeof element.min === 'number' ? element.min : 0;
  const max = typeof element.max === 'number' ? element.max : 100;
  const current = typeof value === 'number' ? value : min;
  return (
    <AnswerField {...props}>
      {(control) => (
        <div className="fr-range-line">
          <input
            {...control}
            className="fr-range"
            type="range"
            min={min}
            max={max}
            step={element.step ?? 1}
            value={current}
            onBlur={onBlur}
            onChange={(e) => onChange(Number(e.target.value))}
          />
          <output htmlFor={control.id} dir="ltr">
            {current}
          </output>
        </div>
      )}
    </AnswerField>
  );
}
