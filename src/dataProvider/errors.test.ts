import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../i18n/en';
import he from '../i18n/he';
import {
  apiErrorFor,
  describeHttpError,
  fieldErrorTree,
  fieldNameFromLoc,
  validationMessages,
  type ValidationIssue,
} from './errors';

const english = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
const hebrew = polyglotI18nProvider(() => he as never, 'he', [{ locale: 'he', name: 'עברית' }], { allowMissing: true });
const t = english.translate;

describe('the error catalogue, in English word for word', () => {
  it.each([
    [0, null, 'Network error occurred. Please check your connection.'],
    [401, { detail: 'Not authenticated' }, 'Authentication required. Please log in.'],
    [403, { detail: 'The user does not have enough privileges' }, 'You do not have permission to perform this action.'],
    [404, { detail: 'Not Found' }, 'The requested resource was not found.'],
    [429, { detail: 'Rate limit exceeded, retry in 1 minute' }, 'Too many requests. Please try again later.'],
    [500, { detail: 'Internal Server Error' }, 'An internal server error occurred. Please try again later.'],
  ])('status %s reads its catalogue text', (status, body, expected) => {
    expect(describeHttpError(status, body, t).message).toBe(expected);
  });

  it('other statuses: a string detail passes through', () => {
    expect(describeHttpError(400, { detail: 'Something specific went wrong' }, t).message).toBe(
      'Something specific went wrong',
    );
    expect(describeHttpError(409, { detail: 'A clash: record 7 (of 9) is locked.' }, t).message).toBe(
      'A clash: record 7 (of 9) is locked.',
    );
  });

  it('other statuses: else a message field', () => {
    expect(describeHttpError(400, { message: 'From a message field' }, t).message).toBe('From a message field');
  });

  it("other statuses: else 'An error occurred (Status {status}): {message or Unknown error}'", () => {
    expect(describeHttpError(502, null, t, 'Bad Gateway').message).toBe('An error occurred (Status 502): Bad Gateway');
    expect(describeHttpError(418, '<html>teapot</html>', t).message).toBe(
      'An error occurred (Status 418): Unknown error',
    );
  });

  it('server codes read in plain words, in the language of the user', () => {
    expect(describeHttpError(400, { detail: 'LOGIN_BAD_CREDENTIALS' }, t).message).toBe('Invalid e-mail or password');
    expect(describeHttpError(400, { detail: 'RESET_PASSWORD_BAD_TOKEN' }, t).message).toBe(
      'This reset password link is invalid or expired.',
    );
    expect(describeHttpError(400, { detail: 'REGISTER_USER_ALREADY_EXISTS' }, hebrew.translate).message).toBe(
      'כבר קיים משתמש עם כתובת אימייל זו.',
    );
    expect(describeHttpError(400, { detail: 'SOME_NEW_CODE' }, t).message).toBe('SOME_NEW_CODE');
    expect(describeHttpError(400, { detail: { code: 'LOGIN_BAD_CREDENTIALS', reason: 'Bad' } }, t).message).toBe('Bad');
  });

  it('known server sentences are translated, unknown ones pass through', () => {
    expect(describeHttpError(400, { detail: 'Incorrect password' }, t).message).toBe('Incorrect password');
    expect(describeHttpError(400, { detail: 'Incorrect password' }, hebrew.translate).message).toBe(
      'הסיסמה הנוכחית שגויה',
    );
    expect(describeHttpError(400, { detail: 'Not in the list.' }, hebrew.translate).message).toBe('Not in the list.');
  });

  it('the catalogue exists in Hebrew too', () => {
    expect(describeHttpError(0, null, hebrew.translate).message).toBe('אירעה שגיאת רשת. נא לבדוק את החיבור.');
    expect(describeHttpError(502, null, hebrew.translate, 'Bad Gateway').message).toBe(
      'אירעה שגיאה (סטטוס 502): Bad Gateway',
    );
  });
});

const issue = (type: string, loc: Array<string | number>, extra: Partial<ValidationIssue> = {}): ValidationIssue => ({
  type,
  loc,
  msg: 'pydantic message',
  input: null,
  ...extra,
});

describe('server validation messages', () => {
  it('takes the field name from the location: first segment dropped, words capitalised', () => {
    expect(fieldNameFromLoc(['body', 'first_name'])).toBe('First Name');
    expect(fieldNameFromLoc(['query', 'active_only'])).toBe('Active Only');
    expect(fieldNameFromLoc(['body', 'emails', 0, 'value'])).toBe('Emails 0 Value');
    expect(fieldNameFromLoc(['body'])).toBe('');
  });

  it.each([
    [issue('missing', ['body', 'email']), 'Email is required'],
    [issue('bool_parsing', ['body', 'is_active']), 'Is Active must be a valid boolean'],
    [issue('uuid_parsing', ['path', 'id']), 'Id must be a valid UUID'],
    [
      issue('string_too_short', ['body', 'password'], { ctx: { min_length: 8 } }),
      'Password must have at least 8 characters',
    ],
    [issue('string_too_long', ['body', 'name'], { ctx: { max_length: 200 } }), 'Name must have at most 200 characters'],
    [issue('string_nul', ['body', 'name']), 'Name contains a character that is not allowed (NUL)'],
    [
      issue('value_error', ['body', 'price'], { ctx: { code: 'out_of_range' } }),
      'Price is too large or too small a number',
    ],
    [issue('too_short', ['body', 'tags'], { ctx: { min_length: 1 } }), 'Tags must have at least 1 item'],
    [issue('datetime_from_date_parsing', ['body', 'starts_at']), 'Starts At must be a valid date/time'],
    [issue('date_parsing', ['body', 'birthday']), 'Birthday must be a valid date/time'],
    [
      issue('value_error', ['body', 'email'], {
        msg: 'value is not a valid email address: An email address must have an @-sign.',
      }),
      'Email must be a valid email address',
    ],
    [issue('int_parsing', ['query', 'skip']), 'Skip must be a whole number'],
    [issue('float_parsing', ['body', 'price']), 'Price must be a valid number'],
    [issue('string_type', ['body', 'bio']), 'Bio must be text'],
    [
      issue('value_error', ['body', 'national_id'], { msg: 'Value error, bad check digit' }),
      'National Id Value error, bad check digit',
    ],
  ])('%j → %s', (detail, expected) => {
    expect(validationMessages([detail], t)[0].message).toBe(expected);
  });

  it('joins every message of a 422 with line breaks for the toast and keeps each on its field', () => {
    const description = describeHttpError(
      422,
      {
        detail: [
          issue('missing', ['body', 'email']),
          issue('string_too_short', ['body', 'password'], { ctx: { min_length: 8 } }),
        ],
      },
      t,
    );
    expect(description.message).toBe('Email is required\nPassword must have at least 8 characters');
    expect(description.fieldMessages?.map((m) => m.path)).toEqual([['email'], ['password']]);
  });

  it('for a form, leaves the reasons to its fields: the toast says the save was refused, plus what belongs to no field', () => {
    const detail = [
      issue('missing', ['body', 'name']),
      issue('value_error', ['body'], { msg: 'Value error, the whole record', ctx: { code: 'person_empty' } }),
    ];
    const form = describeHttpError(422, { detail: [detail[0]] }, t, '', { form: true });
    expect(form.message).toBe(t('errors.validation.see_fields'));
    expect(form.fieldMessages?.[0]?.message).toBe('Name is required');
    expect(describeHttpError(422, { detail }, t, '', { form: true }).message).toBe(
      `${t('errors.validation.see_fields')}\n${t('errors.validation.codes.person_empty')}`,
    );
    // Not a form (a switch in a list): the reason itself.
    expect(describeHttpError(422, { detail: [detail[0]] }, t).message).toBe('Name is required');
  });

  it("names a field by the resource's own translated label when the shared names have none", () => {
    const sale = issue('value_error', ['body', 'sale_price'], {
      msg: 'Value error, below',
      ctx: { code: 'sale_not_below_price' },
    });
    const label = (tr: typeof t) => tr('resources.products.fields.sale_price');
    const hebrewCatalogue = polyglotI18nProvider(
      () => ({ ...he, resources: { products: { fields: { sale_price: 'מחיר מבצע' } } } }) as never,
      'he',
      [{ locale: 'he', name: 'עברית' }],
      { allowMissing: true },
    );
    expect(validationMessages([sale], hebrewCatalogue.translate, 'products')[0].message).toBe(
      hebrewCatalogue.translate('errors.validation.field_message', {
        field: label(hebrewCatalogue.translate),
        message: hebrewCatalogue.translate('errors.validation.codes.sale_not_below_price'),
      }),
    );
    expect(validationMessages([sale], t)[0].message).toMatch(/^Sale Price /);
  });

  it('nests field errors like the form values, two on one field joined by a line break', () => {
    const tree = fieldErrorTree([
      { path: ['emails', 0, 'value'], message: 'Emails 0 Value must be a valid email address' },
      { path: ['name'], message: 'Name is required' },
      { path: ['name'], message: 'Name must be text' },
      { path: [], message: 'whole body' },
    ]);
    expect(tree).toEqual({
      emails: { 0: { value: 'Emails 0 Value must be a valid email address' } },
      name: 'Name is required\nName must be text',
    });
  });

  it('gives react-admin the field errors (body.errors) and the whole text (root.serverError)', () => {
    const error = apiErrorFor(422, { detail: [issue('missing', ['body', 'name'])] }, t);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Name is required');
    expect(error.body.errors).toEqual({ name: 'Name is required', root: { serverError: 'Name is required' } });
    expect(apiErrorFor(404, { detail: 'Not Found' }, t).body.errors).toBeUndefined();
  });

  it('words a reason the server names by a code (ctx.code, or a type of its own) from the texts, else shows the server text', () => {
    const phone = issue('value_error', ['body', 'phones', 0, 'value'], {
      msg: 'Value error, value is not a valid phone number',
      ctx: { code: 'phone_invalid' },
    });
    expect(validationMessages([phone], t)[0].message).toBe('Phone is not a valid phone number');
    expect(validationMessages([phone], hebrew.translate)[0].message).toBe('טלפון: אינו מספר טלפון תקין');
    const nationalId = issue('value_error', ['body', 'national_id'], {
      msg: 'Value error, value is not a valid Israeli national id (9 digits with a valid check digit)',
      ctx: { code: 'national_id_invalid' },
    });
    expect(validationMessages([nationalId], hebrew.translate)[0].message).toBe(
      'תעודת זהות: אינה תקינה (9 ספרות עם ספרת ביקורת נכונה)',
    );
    // The whole person (loc ['body']): no field name; its sentence mentions an e-mail but is not an e-mail error.
    const empty = issue('value_error', ['body'], {
      msg: 'Value error, a person needs a name, an e-mail, a phone or a national id',
      ctx: { code: 'person_empty' },
    });
    expect(validationMessages([empty], hebrew.translate)[0].message).toBe(
      'ללקוח צריך להיות שם, אימייל, טלפון או תעודת זהות',
    );
    // An address entry is named as one address.
    const address = issue('value_error', ['body', 'addresses', 1], {
      msg: 'Value error, an address needs a street, a city or a zip code',
      ctx: { code: 'address_empty' },
    });
    expect(validationMessages([address], t)[0].message).toBe('Address needs a street, a city or a zip code');
    expect(
      validationMessages([issue('ambiguous_match', ['body'], { msg: 'belong to different people: 4, 9' })], t)[0]
        .message,
    ).toBe('Its e-mails, phones or national ID belong to different customers');
    // A code nobody translated: what the type would say, else the server's text.
    expect(
      validationMessages(
        [issue('value_error', ['body', 'bio'], { msg: 'Value error, brand new rule', ctx: { code: 'brand_new' } })],
        hebrew.translate,
      )[0].message,
    ).toBe('ביוגרפיה: Value error, brand new rule');
    expect(validationMessages([issue('missing', ['body', 'bio'], { ctx: { code: 'brand_new' } })], t)[0].message).toBe(
      'Bio is required',
    );
  });

  it.each([
    [
      issue('string_pattern_mismatch', ['body', 'addresses', 0, 'country'], { ctx: { pattern: '^[A-Z]{2}$' } }),
      'ארץ: אינו בפורמט הנדרש',
    ],
    [issue('greater_than_equal', ['query', 'skip'], { ctx: { ge: 0 } }), 'Skip: חייב להיות לפחות 0'],
    [issue('less_than_equal', ['query', 'limit'], { ctx: { le: 1000 } }), 'Limit: חייב להיות לכל היותר 1000'],
    [issue('greater_than', ['body', 'price'], { ctx: { gt: 0 } }), 'מחיר: חייב להיות גדול מ-0'],
  ])('pattern and bounds in Hebrew: %j → %s', (detail, expected) => {
    expect(validationMessages([detail], hebrew.translate)[0].message).toBe(expected);
  });

  it('uses the translated field name in Hebrew', () => {
    expect(validationMessages([issue('missing', ['body', 'first_name'])], hebrew.translate)[0].message).toBe(
      'שם פרטי: שדה חובה',
    );
  });
});
