// The date input of the whole product: typed DD.MM.YY or chosen from a calendar (PickerInput), sending ISO YYYY-MM-DD.
import { Suspense, useState } from 'react';
import { formatDate } from '../../lib/format';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { PickerFallback } from './PickerFallback';
import type { PickerProps } from './pickerProps';

/** The pickers are heavy: they load with the first screen that shows one, never with the signed-in first load. */
export const PickerInput = lazyWithReload(() => import('./PickerInput'));

export type DateInputProps = PickerProps & {
  /**
   * Load the picker when a person reaches for the field (pointer over it, a touch, focus), not with the screen: for a
   * screen every signed-in session opens first (Home's sales range), whose first load has a budget.
   */
  loadOnReach?: boolean;
};

export function DateInput({ loadOnReach, ...props }: DateInputProps) {
  const [reached, setReached] = useState<'pointer' | 'focus' | null>(loadOnReach ? null : 'pointer');
  const shown = <PickerFallback {...props} shown={formatDate(props.value)} />;
  const fallback = loadOnReach ? (
    <div onPointerEnter={() => setReached((was) => was ?? 'pointer')} onFocus={() => setReached('focus')}>
      {shown}
    </div>
  ) : (
    shown
  );
  if (!reached) return fallback;
  return (
    <Suspense fallback={fallback}>
      {/* focus reached the stand-in: the picker takes it over as it appears */}
      <PickerInput kind="date" {...props} autoFocus={props.autoFocus || reached === 'focus'} />
    </Suspense>
  );
}
