import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { money } from '../../engine/fields';
import { FieldValue } from '../../engine/views/FieldValue';
import { FigureCard } from '../../screens/dashboard/SalesDashboard';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

describe('an amount on screen', () => {
  it('never wraps inside the figure: a field of money', () => {
    const { getByText } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 1, total: 123456789 }}>
          <FieldValue source="total" spec={money({ minor: true })} />
        </RecordContextProvider>
      </AdminContext>,
    );
    const figure = getByText('₪1,234,567.89');
    expect(figure.tagName).toBe('BDI');
    expect(figure).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('never wraps inside the figure: the dashboard revenue card', () => {
    const { getByText } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <FigureCard label="Revenue" value="‏1,234,567.89 ‏₪" />
      </AdminContext>,
    );
    expect(getByText('‏1,234,567.89 ‏₪')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(getByText('‏1,234,567.89 ‏₪').parentElement).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
