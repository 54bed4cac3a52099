import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import en from '../../i18n/en';
import { formatPhone } from '../../../definitions/entity/phone';
import type { FormSchema } from '../../../definitions/forms/rules';
import { AnswerCell } from './SubmissionAnswer';

const words = { yes: 'Yes', no: 'No', signature: 'Signature', phone: formatPhone };
const i18nProvider = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en', [], { allowMissing: true });
const contact: FormSchema = {
  steps: [{ id: 's', title: '', elements: [{ id: 'phone', kind: 'tel', label: 'Phone' }] }],
};

describe("a submission's answer in its table", () => {
  afterEach(cleanup);

  it('writes a phone as the product writes one, left to right, in a nested form too; an unreadable one as sent', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <AnswerCell
          element={{ id: 'p', kind: 'tel', label: 'Phone' }}
          value="+972501234567"
          words={words}
          nested={{}}
        />
        <AnswerCell element={{ id: 'q', kind: 'tel', label: 'Phone' }} value="050-12" words={words} nested={{}} />
        <AnswerCell
          element={{ id: 'c', kind: 'bagelform', label: 'Contact', form: 'contact' }}
          value={{ phone: '+972521112233' }}
          words={words}
          nested={{ contact }}
        />
      </AdminContext>,
    );
    expect(screen.getByText('+972 50 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('050-12')).toBeInTheDocument();
    expect(screen.getByText('Phone: +972 52 111 2233')).toBeInTheDocument();
  });
});
