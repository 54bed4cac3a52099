import { useState } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from './icons';
import { TextField, type TextFieldProps } from './TextField';
import { useTranslate } from './translate';

/** A password field (left to right) with a button that shows or hides what was typed. */
export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'ltr' | 'end'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      ltr
      end={
        <button
          type="button"
          className="signin-reveal"
          // react-admin's wording: the label says what a click does
          aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </button>
      }
    />
  );
};

/** A new password or its confirmation (sign-up, reset): required, and the browser offers to make one. */
export const NewPasswordField = (props: Omit<TextFieldProps, 'type' | 'ltr' | 'end' | 'autoComplete' | 'required'>) => (
  <PasswordField {...props} autoComplete="new-password" required />
);
