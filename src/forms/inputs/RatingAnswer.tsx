// A rating in stars, up to the element's maximum: a radio button per star (arrow keys move between them), each
// named by its number of how many.
import { RATING_DEFAULT_MAX } from '../../../definitions/forms/rules';
import { useFormText } from '../formText';
import type { AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

export function RatingAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const translate = useFormText();
  const max = typeof element.max === 'number' ? element.max : RATING_DEFAULT_MAX;
  const rated = typeof value === 'number' ? value : 0;
  return (
    <OptionsFieldset {...props}>
      <div className="fr-stars">
        {Array.from({ length: max }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className={`fr-star${stars <= rated ? ' fr-star-on' : ''}`}>
            <input
              type="radio"
              name={element.id}
              value={stars}
              checked={rated === stars}
              aria-label={translate('forms.renderer.stars', { number: stars, max })}
              onBlur={onBlur}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </OptionsFieldset>
  );
}
