import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAdmin } from '../../resources/customers/testing';
import type { FormElement } from '../../../definitions/forms/rules';
import { DefaultValueInput, takesDefault } from './DefaultValueInput';

describe('DefaultValueInput', () => {
  afterEach(cleanup);

  it('takes a default for the kinds answered by typing or choosing one thing', () => {
    const kinds = (
      ['text', 'number', 'date', 'select', 'radio', 'check', 'signature', 'table', 'upload', 'array'] as const
    ).filter((kind) => takesDefault({ id: 'x', kind, label: 'X' }));
    expect(kinds).toEqual(['text', 'number', 'date', 'select', 'radio', 'check']);
    expect(takesDefault({ id: 'x', kind: 'select', label: 'X', multiple: true })).toBe(false);
    expect(takesDefault({ id: 'x', kind: 'check', label: 'X', options: ['a'] })).toBe(false);
  });

  it("keeps an option's own value, a number as a number, and a ticked box as true", async () => {
    const onChange = vi.fn();
    const radio: FormElement = {
      id: 'size',
      kind: 'radio',
      label: 'Size',
      options: [{ value: 2, label: 'Two' }, 'three'],
    };
    const { user } = renderAdmin(<DefaultValueInput element={radio} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /Default value/ }));
    await user.click(screen.getByRole('option', { name: 'Two' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    cleanup();

    const { user: typing } = renderAdmin(
      <DefaultValueInput element={{ id: 'n', kind: 'number', label: 'N' }} onChange={onChange} />,
    );
    await typing.type(screen.getByRole('spinbutton', { name: 'Default value' }), '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    cleanup();

    const { user: ticking } = renderAdmin(
      <DefaultValueInput element={{ id: 'c', kind: 'check', label: 'C' }} onChange={onChange} />,
    );
    await ticking.click(screen.getByLabelText('Default value'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
