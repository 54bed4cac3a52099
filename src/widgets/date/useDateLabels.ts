import { useTranslate } from 'react-admin';
import type { DateInputProps } from './DateInput';

/** The date input's button names in the current language. */
export function useDateLabels(): DateInputProps['labels'] {
  const translate = useTranslate();
  return { open: translate('inputs.date.open'), previous: translate('inputs.date.previous'), next: translate('inputs.date.next'), view: translate('inputs.date.view') };
}
