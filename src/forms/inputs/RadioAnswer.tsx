// One option among radio buttons, each perhaps with a picture and a line under it. An option's lasting name (its
// own id, else its value) marks its input, so that a test or a saved answer finds it when its text changes.
import { optionFromText, optionValue, type FormOption } from '../../../definitions/forms/rules';
import { useFormText } from '../formText';
import { optionLabel } from '../optionLabel';
import type { AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

/** An option's lasting name: a radio option's own id, else its value. */
const optionKey = (option: FormOption): string =>
  typeof option === 'object' && option.id ? option.id : String(optionValue(option));

export function RadioAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const translate = useFormText();
  const options = element.options ?? [];
  const picked = value === null || value === undefined ? '' : String(value);
  return (
    <OptionsFieldset {...props}>
      <div className="fr-choices">
        {options.map((option) => {
          const text = String(optionValue(option));
          return (
            <label key={optionKey(option)} className="fr-choice">
              <input
                type="radio"
                name={element.id}
                value={text}
                data-option-id={optionKey(option)}
                checked={picked === text}
                onBlur={onBlur}
                onChange={() => onChange(optionFromText(options, text) ?? text)}
              />
              {typeof option === 'object' && option.imgSrc && <img src={option.imgSrc} alt={option.imgAlt ?? ''} />}
              <span>
                {optionLabel(option, translate)}
                {typeof option === 'object' && option.subLabel && (
                  <span className="fr-choice-sub">{option.subLabel}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </OptionsFieldset>
  );
}
