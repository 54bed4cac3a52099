import { useId, type ReactNode } from 'react';
import { useTranslate } from './translate';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, shown under it and read with it. */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Left to right whatever the page's direction (e-mails, passwords). */
  ltr?: boolean;
  required?: boolean;
  /** A button at the field's inline end (the password's show/hide). */
  end?: ReactNode;
}

/** A labelled text input with its error under it (aria-invalid, aria-describedby). */
export const TextField = ({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  ltr,
  required,
  end,
}: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="signin-field">
      <label className="signin-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className={`signin-control${error ? ' signin-control-invalid' : ''}`}>
        <input
          id={id}
          className="signin-input"
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          dir={ltr ? 'ltr' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      {error ? (
        <p id={errorId} className="signin-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** The sign-in pages' e-mail address: typed as an e-mail, left to right, required. */
export const EmailField = (props: Omit<TextFieldProps, 'label' | 'type' | 'ltr' | 'required'>) => {
  const translate = useTranslate();
  return <TextField {...props} label={translate('auth.fields.email')} type="email" ltr required />;
};
