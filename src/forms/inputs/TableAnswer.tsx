// Rows of the element's columns, added, removed and reordered by drag; its code comes with the first such element.
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { TableRow } from '../../widgets/childTable/rows';
import { useFormText } from '../formText';
import type { AnswerProps } from './answerProps';
import { InWidgetFrame } from './InWidgetFrame';

const ChildTableInput = lazyWithReload(() =>
  import('../../widgets/childTable/ChildTableInput').then((m) => ({ default: m.ChildTableInput })),
);

export function TableAnswer({ element, value, onChange, error, helper, disabled }: AnswerProps) {
  const translate = useFormText();
  return (
    <InWidgetFrame>
      <ChildTableInput
        label={element.label}
        required={Boolean(element.required)}
        fields={element.columns ?? []}
        value={Array.isArray(value) ? (value as TableRow[]) : []}
        onChange={onChange}
        error={Boolean(error)}
        helperText={helper}
        disabled={disabled}
        labels={{
          add: translate('forms.renderer.add_row'),
          delete: (row) => translate('forms.renderer.delete_row', { row }),
          drag: (row) => translate('forms.renderer.drag_row', { row }),
          empty: translate('forms.renderer.no_rows'),
        }}
      />
    </InWidgetFrame>
  );
}
