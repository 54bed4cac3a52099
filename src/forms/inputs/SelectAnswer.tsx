// A choice from a list, one option or several, on the browser's own list (a phone's own picker); an option's value
// keeps its own type (a number stays a number).
import { optionFromText, optionValue } from '../../../definitions/forms/rules';
import { useFormText } from '../formText';
import { optionLabel } from '../optionLabel';
import { AnswerField } from './AnswerField';
import type { AnswerProps } from './answerProps';

export function SelectAnswer(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const translate = useFormText();
  const options = element.options ?? [];
  const toValue = (text: string) => optionFromText(options, text) ?? text;
  const shown = element.multiple
    ? Array.isArray(value)
      ? value.map(String)
      : []
    : value === null || value === undefined
      ? ''
      : String(value);
  return (
    <AnswerField {...props}>
      {(control) => (
        <select
          {...control}
          className="fr-input"
          multiple={Boolean(element.multiple)}
          value={shown}
          onBlur={onBlur}
          onChange={(e) =>
            onChange(
              element.multiple
                ? Array.from(e.target.selectedOptions, (option) => toValue(option.value))
                : e.target.value === ''
                  ? ''
                  : toValue(e.target.value),
            )
          }
        >
          {!element.multiple && <option value="">{translate('forms.renderer.select')}</option>}
          {options.map((option) => (
            <option key={String(optionValue(option))} value={String(optionValue(option))}>
              {optionLabel(option, translate)}
            </option>
          ))}
        </select>
      )}
    </AnswerField>
  );
}
