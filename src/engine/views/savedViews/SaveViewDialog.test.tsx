import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { ApiError } from '../../../dataProvider/errors';
import he from '../../../i18n/he';
import { SaveViewDialog } from './SaveViewDialog';
import { savedViewsApi } from './savedViewsApi';

/** A Hebrew message by its key. */
const text = (key: string): string =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], he) as string;

const renderDialog = () =>
  render(
    <AdminContext
      store={memoryStore()}
      i18nProvider={polyglotI18nProvider(() => he as unknown as TranslationMessages, 'he', [], { allowMissing: true })}
    >
      <SaveViewDialog
        resource="shop/products"
        params={{ filter: {} }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </AdminContext>,
  );

const save = (name: string) => {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: text('ra.action.save') }));
};

describe('SaveViewDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("puts the server's word on a taken name under the name", async () => {
    vi.spyOn(savedViewsApi, 'create').mockRejectedValue(
      new ApiError('refused', 422, undefined, [{ path: ['name'], message: 'כבר יש תצוגה בשם הזה' }]),
    );
    renderDialog();
    save('ספרים במבצע');
    expect(await screen.findByText('כבר יש תצוגה בשם הזה')).toBeTruthy();
  });

  it("says in words when the list's own state is refused, not by the server's field name", async () => {
    vi.spyOn(savedViewsApi, 'create').mockRejectedValue(
      new ApiError('Params Per Page: too big', 422, undefined, [
        { path: ['params', 'per_page'], message: 'Params Per Page: too big' },
      ]),
    );
    renderDialog();
    save('ספרים במבצע');
    expect(await screen.findByText(text('entities.views.params_invalid'))).toBeTruthy();
    expect(screen.queryByText(/Params Per Page/)).toBeNull();
  });
});
