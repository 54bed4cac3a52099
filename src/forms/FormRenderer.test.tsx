import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Polyglot from 'node-polyglot';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import en from '../i18n/en';
import { ApiError } from '../dataProvider/errors';
import { FormRenderer } from './FormRenderer';
import { FormTextContext } from './formText';
import type { FormSchema } from '../../definitions/forms/rules';

const schema: FormSchema = {
  steps: [
    {
      id: 'one',
      title: 'About you',
      elements: [
        { id: 'name', kind: 'text', label: 'Name', required: true },
        {
          id: 'kids',
          kind: 'radio',
          label: 'Kids?',
          options: [
            { value: 'yes', label: 'Yes please' },
            { value: 'no', label: 'No thanks' },
          ],
          required: true,
        },
      ],
    },
    {
      id: 'two',
      title: 'Kids',
      when: { field: 'kids', op: 'equals', value: 'yes' },
      elements: [{ id: 'count', kind: 'number', label: 'How many', required: true, min: 1, max: 9 }],
    },
    {
      id: 'three',
      title: 'Code',
      elements: [{ id: 'code', kind: 'otp', label: 'Code', required: true, max_length: 4 }],
    },
  ],
};

function renderForm(
  onSubmit = vi.fn(async () => undefined),
  form: FormSchema = schema,
  nested: Record<string, FormSchema> = {},
) {
  const polyglot = new Polyglot({ locale: 'en', phrases: en, allowMissing: true });
  const i18nProvider = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en', [], {
    allowMissing: true,
  });
  const user = userEvent.setup();
  // as inside the admin: the date answer is the admin's own date input, drawn in react-admin's contexts
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <FormTextContext.Provider value={(key, options) => polyglot.t(key, options)}>
        <FormRenderer schema={form} onSubmit={onSubmit} nested={nested} />
      </FormTextContext.Provider>
    </AdminContext>,
  );
  return { user, onSubmit };
}

describe('FormRenderer', () => {
  afterEach(cleanup);

  it('moves on only from a valid step, skips a hidden step, and sends only shown answers', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText(/Step 1 of 2/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dana');
    await user.click(screen.getByLabelText(/No thanks/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Step 2 of 2/)).toBeInTheDocument();

    // A code is a box per digit in a group named by the question; a paste fills from the box it lands in, its
    // digits only; the form sends once every box holds one.
    const boxes = screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ });
    expect(boxes).toHaveLength(4);
    expect(screen.getByRole('group', { name: /Code/ })).toContainElement(boxes[0]!);
    await user.click(boxes[0]!);
    await user.paste('12a3');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter all 4 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(boxes[3]!);
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Dana', kids: 'no', code: '1234' }));
    expect(await screen.findByText('Thank you! The form was sent.')).toBeInTheDocument();
  });

  it('shows the hidden step when its condition holds, with the number bounds', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dana');
    await user.click(screen.getByLabelText(/Yes please/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    const count = screen.getByRole('spinbutton', { name: /How many/ });
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('max', '9');
    await user.type(count, '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The largest value is 9')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription('The largest value is 9');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  it('fills a row of fields, a repeating group and a day.month.year date', async () => {
    const form: FormSchema = {
      steps: [
        {
          id: 'one',
          title: '',
          elements: [
            {
              id: 'names',
              kind: 'row',
              label: '',
              elements: [
                { id: 'first', kind: 'text', label: 'First', required: true },
                { id: 'last', kind: 'text', label: 'Last' },
              ],
            },
            {
              id: 'guests',
              kind: 'array',
              label: 'Guest',
              elements: [{ id: 'name', kind: 'text', label: 'Guest name', required: true }],
            },
            { id: 'day', kind: 'date', label: 'Day', required: true, min: '2024-01-01' },
          ],
        },
      ],
    };
    const { user, onSubmit } = renderForm(
      vi.fn(async () => undefined),
      form,
    );
    expect(screen.getByTestId('row-names')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First/ }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the new guest's name is required; the date too
    expect(await screen.findByText('Fix the marked fields inside it')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields');
    await user.type(screen.getByRole('textbox', { name: /Guest name/ }), 'Omer');
    // the date is the product's date input: its picker comes as the person reaches for the field; it is typed
    // section by section (DD.MM.YY); 31 February stays as typed and is refused
    await user.click(screen.getByRole('textbox', { name: /Day/ }));
    const day = await screen.findByRole('group', { name: /Day/ });
    await user.click(day.querySelector<HTMLElement>('[role="spinbutton"]')!);
    await user.keyboard('310224');
    expect(day.parentElement!.querySelector('input')).toHaveValue('31.02.24');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a date that exists')).toBeInTheDocument();
    await user.click(day.querySelector<HTMLElement>('[role="spinbutton"]')!);
    await user.keyboard('29');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ first: 'Dana', guests: [{ name: 'Omer' }], day: '2024-02-29' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! The form was sent.');
  });

  it('shows every wrong field of a repeating group its own message: one the person left at once, all of them on sending', async () => {
    const form: FormSchema = {
      steps: [
        {
          id: 'one',
          title: '',
          elements: [
            {
              id: 'guests',
              kind: 'array',
              label: 'Guest',
              elements: [
                { id: 'name', kind: 'text', label: 'Guest name', required: true },
                { id: 'email', kind: 'email', label: 'Guest e-mail' },
              ],
            },
          ],
        },
      ],
    };
    const { user, onSubmit } = renderForm(
      vi.fn(async () => undefined),
      form,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const [firstEmail, secondEmail] = await screen.findAllByRole('textbox', { name: /Guest e-mail/ });
    await user.type(firstEmail!, 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    // the names nobody has reached yet say nothing yet
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.type(secondEmail!, 'also-wrong');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(screen.getByText('Fix the marked fields inside it')).toBeInTheDocument();

    // fixing one leaves the others marked
    const [firstName] = screen.getAllByRole('textbox', { name: /Guest name/ });
    await user.type(firstName!, 'Dana');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a number or yes/no option as its type, and shows the radio option ids on their inputs', async () => {
    const form: FormSchema = {
      steps: [
        {
          id: 'one',
          title: '',
          elements: [
            {
              id: 'stars',
              kind: 'radio',
              label: 'Stars',
              options: [
                { id: 'one', value: 1, label: 'One star' },
                { id: 'two', value: 2, label: 'Two stars' },
              ],
            },
            { id: 'agree', kind: 'select', label: 'Agree', options: [true, false] },
            { id: 'days', kind: 'check', label: 'Days', options: [1, 3] },
          ],
        },
      ],
    };
    const { user, onSubmit } = renderForm(
      vi.fn(async () => undefined),
      form,
    );
    const two = screen.getByLabelText(/Two stars/);
    expect(two).toHaveAttribute('data-option-id', 'two');
    await user.click(two);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agree' }), 'No');
    await user.click(screen.getByRole('checkbox', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ stars: 2, agree: false, days: [3] }));
  });

  it("shows the server's reason on the field it names inside a nested form's nested form, and inside its group's item", async () => {
    const address: FormSchema = {
      steps: [{ id: 'a', title: '', elements: [{ id: 'street', kind: 'text', label: 'Street' }] }],
    };
    const contact: FormSchema = {
      steps: [
        {
          id: 'c',
          title: '',
          elements: [
            { id: 'home', kind: 'bagelform', label: 'Home', form: 'address' },
            {
              id: 'kids',
              kind: 'array',
              label: 'Kid',
              elements: [{ id: 'kid_name', kind: 'text', label: 'Kid name' }],
            },
          ],
        },
      ],
    };
    const form: FormSchema = {
      steps: [
        { id: 'one', title: '', elements: [{ id: 'emergency', kind: 'bagelform', label: 'Contact', form: 'contact' }] },
      ],
    };
    // the server knows more than the page: the street is too long there, the kid's name a pattern it refuses
    const refusal = new ApiError('Unprocessable', 422, [
      {
        type: 'value_error',
        loc: ['body', 'data', 'emergency', 'home', 'street'],
        msg: 'Value error, too long',
        input: 'x',
        ctx: { code: 'too_long', limit: 3 },
      },
      {
        type: 'value_error',
        loc: ['body', 'data', 'emergency', 'kids', 0, 'kid_name'],
        msg: 'Value error, pattern',
        input: 'y',
        ctx: { code: 'pattern' },
      },
    ]);
    const { user, onSubmit } = renderForm(
      vi.fn(async () => Promise.reject(refusal)),
      form,
      { contact, address },
    );
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Herzl');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Kid name' }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ emergency: { home: { street: 'Herzl' }, kids: [{ kid_name: 'Dana' }] } }),
    );
    expect(await screen.findByText('Too long (at most 3 characters)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription(
      'Too long (at most 3 characters)',
    );
    expect(screen.getByRole('textbox', { name: 'Kid name' })).toHaveAccessibleDescription(
      'This holds characters not allowed here',
    );
    expect(screen.getByText('Please correct the marked fields')).toBeInTheDocument();
  });
  it('asks a phone and an e-mail on native inputs, left to right, each with the keyboard of its kind, and sends the phone as the product stores one', async () => {
    const form: FormSchema = {
      steps: [
        {
          id: 'one',
          title: '',
          elements: [
            { id: 'phone', kind: 'tel', label: 'Phone', required: true },
            { id: 'mail', kind: 'email', label: 'E-mail' },
          ],
        },
      ],
    };
    const { user, onSubmit } = renderForm(
      vi.fn(async () => undefined),
      form,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription('Required');
    const mail = screen.getByRole('textbox', { name: /E-mail/ });
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toHaveAttribute('dir', 'ltr');
    await user.type(phone, '050-123');
    await user.type(mail, 'dana@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(phone, '4567');
    await user.type(mail, 'gmial.com');
    // a misspelt common domain offers the corrected address, one click to take it
    await user.click(await screen.findByRole('button', { name: /Did you mean .*dana@gmail\.com.*\?/ }));
    expect(mail).toHaveValue('dana@gmail.com');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    await user.clear(mail);
    await user.type(mail, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+972501234567', mail: 'dana@example.com' }));
  });
});
