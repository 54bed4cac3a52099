// An answer of one native input: the answer's frame, the input with its kind's attributes, the text typed as the
// answer (or what `toAnswer` makes of it); `settles` also tells the form the answer is typed out (its checks may run);
// `after` stands under the input, above its help or error (a suggestion).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { AnswerField } from './AnswerField';
import { textOf, type AnswerProps } from './answerProps';

type Attributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'id' | 'name'>;

export function InputAnswer({
  answer,
  toAnswer = (text) => text,
  settles = false,
  className = 'fr-input',
  after,
  ...input
}: Attributes & { answer: AnswerProps; toAnswer?: (text: string) => unknown; settles?: boolean; after?: ReactNode }) {
  const { value, onChange, onBlur, settle } = answer;
  return (
    <AnswerField {...answer}>
      {(control) => (
        <>
          <input
            {...control}
            className={className}
            value={textOf(value)}
            {...input}
            onBlur={onBlur}
            onChange={(e) => {
              const next = toAnswer(e.target.value);
              onChange(next);
              if (settles) settle(String(next).trim());
            }}
          />
          {after}
        </>
      )}
    </AnswerField>
  );
}
