import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import en from '../../i18n/en';
import type { FormRecord } from './api';
import { FillDialog } from './SubmissionDialogs';

describe("staff's fill-in dialog", () => {
  afterEach(cleanup);

  it("draws the form in react-admin's language", async () => {
    const i18nProvider = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en', [], {
      allowMissing: true,
    });
    const form = {
      name: 'join',
      schema: {
        steps: [{ id: 'one', title: '', elements: [{ id: 'name', kind: 'text', label: 'Name', required: true }] }],
      },
      nested: {},
      settings: { step_validation: true },
    } as unknown as FormRecord;
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <FillDialog id="1" form={form} open onClose={() => undefined} onSent={() => undefined} />
      </AdminContext>,
    );
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
