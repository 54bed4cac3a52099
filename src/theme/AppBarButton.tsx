// An icon button of the app bar: the product's labelled icon button (named by its label, which shows as its tooltip),
// drawn in the bar's own colour.
import type { ElementType } from 'react';
import { LabelledIconButton, type LabelledIconButtonProps } from './LabelledIconButton';

export function AppBarButton<C extends ElementType = 'button'>(props: Omit<LabelledIconButtonProps<C>, 'color'>) {
  return <LabelledIconButton<C> color="inherit" {...(props as LabelledIconButtonProps<C>)} />;
}
