import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { richText } from '../fields';
import { FieldValue } from './FieldValue';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

const shown = (value: string, cell: boolean) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 1, value }}>
        <FieldValue source="value" spec={richText()} cell={cell} />
      </RecordContextProvider>
    </AdminContext>,
  ).container;

const html = '<p>Hello <b>world</b><img src="x" onerror="alert(1)"><script>alert(2)</script></p>';

describe('a rich text', () => {
  it('shows its words alone in a list cell', () => {
    const container = shown(html, true);
    expect(container.querySelector('bdi')?.textContent).toBe('Hello world');
    expect(container.querySelector('b, img, script')).toBeNull();
  });

  it('shows as HTML on a page, without handlers or scripts', async () => {
    const container = shown(html, false);
    expect((await screen.findByText('world')).tagName).toBe('B');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
