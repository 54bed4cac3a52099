// Check boxes: without options a single yes/no box (true when ticked); with options a box each, the answer the
// values ticked, in the options' order.
import { useId } from 'react';
import { optionValue } from '../../../definitions/forms/rules';
import { useFormText } from '../formText';
import { optionLabel } from '../optionLabel';
import { AnswerNote, RequiredMark } from './AnswerField';
import type { AnswerProps } from './answerProps';
import { OptionsFieldset } from './OptionsFieldset';

export function CheckAnswer(props: AnswerProps) {
  const options = props.element.options ?? [];
  return options.length === 0 ? <SingleCheck {...props} /> : <CheckGroup {...props} />;
}

function SingleCheck({ element, value, onChange, onBlur, error, helper, disabled }: AnswerProps) {
  const noteId = `${useId()}-note`;
  return (
    <div className="fr-field">
      <label className="fr-choice">
        <input
          type="checkbox"
          name={element.id}
          checked={value === true}
          required={Boolean(element.required)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={helper ? noteId : undefined}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {element.label}
          <RequiredMark element={element} />
        </span>
      </label>
      <AnswerNote id={noteId} error={Boolean(error)} text={helper} />
    </div>
  );
}

function CheckGroup(props: AnswerProps) {
  const { element, value, onChange, onBlur } = props;
  const translate = useFormText();
  const options = element.options ?? [];
  const picked = Array.isArray(value) ? value.map(String) : [];
  return (
    <OptionsFieldset {...props}>
      <div className="fr-choices">
        {options.map((option) => {
          const key = String(optionValue(option));
          return (
            <label key={key} className="fr-choice">
              <input
                type="checkbox"
                checked={picked.includes(key)}
                onBlur={onBlur}
                onChange={(e) => {
                  const next = e.target.checked ? [...picked, key] : picked.filter((p) => p !== key);
                  onChange(options.map(optionValue).filter((v) => next.includes(String(v))));
                }}
              />
              <span>{optionLabel(option, translate)}</span>
            </label>
          );
        })}
      </div>
    </OptionsFieldset>
  );
}
