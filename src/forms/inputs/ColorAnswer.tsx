// A colour answer on the browser's own colour input, black until one is chosen.
import { InputAnswer } from './InputAnswer';
import type { AnswerProps } from './answerProps';

export const ColorAnswer = (props: AnswerProps) => (
  <InputAnswer
    answer={props}
    type="color"
    value={typeof props.value === 'string' && props.value ? props.value : '#000000'}
  />
);
