import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { email, tags, text, type FieldSpec } from '../fields';
import { FieldValue } from './FieldValue';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

const cell = (spec: FieldSpec, value: unknown) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <div dir="rtl">
        <RecordContextProvider value={{ id: 1, value }}>
          <FieldValue source="value" spec={spec} cell />
        </RecordContextProvider>
      </div>
    </AdminContext>,
  ).container;

describe('a value someone wrote, in a right-to-left row', () => {
  it('is its own isolated run, so an English message keeps its "!" at its end', () => {
    const isolated = cell(text({ multiline: true }), 'Got it, thank you!').querySelector('bdi');
    expect(isolated?.textContent).toBe('Got it, thank you!');
    expect(isolated?.getAttribute('dir')).toBeNull(); // <bdi> takes its direction from its own letters
  });

  it('reads an e-mail left to right, isolated', () => {
    const isolated = cell(email(), 'dana@example.com').querySelector('bdi');
    expect(isolated?.getAttribute('dir')).toBe('ltr');
    expect(isolated?.textContent).toBe('dana@example.com');
  });

  it('isolates each chip, so a phone number in a chip does not read backwards', () => {
    const chip = cell(tags(), ['+972 50-123-4567', 'VIP']).querySelector('.MuiChip-label bdi');
    expect(chip?.textContent).toBe('+972 50-123-4567');
  });
});
