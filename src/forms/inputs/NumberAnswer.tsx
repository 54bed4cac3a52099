// A number answer within the element's bounds and step; the phone shows its number keyboard.
import { InputAnswer } from './InputAnswer';
import type { AnswerProps } from './answerProps';

export function NumberAnswer(props: AnswerProps) {
  const { element } = props;
  return (
    <InputAnswer
      answer={props}
      type="number"
      dir="ltr"
      inputMode={element.step !== undefined && !Number.isInteger(element.step) ? 'decimal' : 'numeric'}
      placeholder={element.placeholder}
      min={typeof element.min === 'number' ? element.min : undefined}
      max={typeof element.max === 'number' ? element.max : undefined}
      step={element.step ?? 'any'}
    />
  );
}
