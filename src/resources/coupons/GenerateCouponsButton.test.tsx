import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerateCouponsButton } from './GenerateCouponsButton';

const renderButton = () =>
  render(
    <AdminContext
      store={memoryStore()}
      i18nProvider={polyglotI18nProvider(() => ({}) as TranslationMessages, 'he', [], { allowMissing: true })}
    >
      <GenerateCouponsButton />
    </AdminContext>,
  );

describe('GenerateCouponsButton', () => {
  afterEach(cleanup);

  it('keeps its dialog open when the list draws the button anew (an empty list filled by the live stream)', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /generate\.button/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();
    renderButton();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ra\.action\.cancel|cancel/i }));
    cleanup();
    renderButton();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
