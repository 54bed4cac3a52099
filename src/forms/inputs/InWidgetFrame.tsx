// One of the admin's widgets inside the frame the form's place gives them (formContext.ts: the public page's theme
// and translate), or as it is inside the admin.
import type { ReactNode } from 'react';
import { useFormContext } from '../formContext';

export function InWidgetFrame({ children }: { children: ReactNode }) {
  const { widgetFrame: Frame } = useFormContext();
  return Frame ? <Frame>{children}</Frame> : children;
}
