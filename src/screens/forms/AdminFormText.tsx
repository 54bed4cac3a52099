// A form drawn inside the admin speaks with react-admin's translate: the admin keeps one language source.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormTextContext } from '../../forms/formText';

export function AdminFormText({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return <FormTextContext.Provider value={translate}>{children}</FormTextContext.Provider>;
}
