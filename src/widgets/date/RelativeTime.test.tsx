import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import he from '../../i18n/he';
import { RelativeTime } from './RelativeTime';

afterEach(cleanup);

describe('a moment in words', () => {
  it('reads in the user language, the exact moment on hover', () => {
    const i18nProvider = polyglotI18nProvider(() => he as never, 'he', [{ locale: 'he', name: 'עברית' }], {
      allowMissing: true,
    });
    const when = new Date(Date.now() - 3 * 60_000);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RelativeTime value={when.toISOString()} />
      </AdminContext>,
    );
    const text = screen.getByText('לפני 3 דקות');
    expect(text.tagName).toBe('TIME');
    expect(text.parentElement).toHaveAttribute('title', expect.stringMatching(/^\d\d\.\d\d\.\d\d \d\d:\d\d$/));
  });
});
