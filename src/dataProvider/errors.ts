/**
 * The error catalogue and the per-field server validation messages,
 * as pure functions of (status, body) and a translate function.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One item of a FastAPI/pydantic 422 `detail` array. */
export interface ValidationIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** One server validation message, already prefixed with its field name. */
export interface FieldMessage {
  /** Location without its first segment (`body`, `query`, `path`): the form field's path. */
  path: Array<string | number>;
  message: string;
}

/** Nested like the form values: `{ email: 'Email is required', emails: { 0: { value: '...' } } }`. */
export interface FieldErrorTree {
  [key: string]: string | FieldErrorTree;
}

/** What the admin shows for a failed call. */
export interface ErrorDescription {
  message: string;
  fieldMessages?: FieldMessage[];
}

/** The error every API call rejects with; `body.errors` feeds react-admin's server-side validation. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: { detail?: unknown; errors?: FieldErrorTree & { root?: { serverError: string } } };
  readonly fieldMessages: FieldMessage[];

  constructor(message: string, status: number, detail?: unknown, fieldMessages: FieldMessage[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldMessages = fieldMessages;
    this.body = { detail };
    if (fieldMessages.length > 0) {
      this.body.errors = { ...fieldErrorTree(fieldMessages), root: { serverError: message } };
    }
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What a failed call says: its catalogue message, else 'an unknown error'. */
export const errorMessage = (error: unknown, translate: Translate): string =>
  error instanceof Error && error.message ? error.message : translate('errors.http.unknown');

/** The per-field messages of a 422, for a form to show on its fields. */
export const validationErrors = (error: unknown): FieldErrorTree | null =>
  isApiError(error) && error.body.errors ? error.body.errors : null;

const capitalise = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

/** `['body', 'first_name']` → 'First Name' (first segment dropped, words capitalised). */
export function fieldNameFromLoc(loc: Array<string | number>): string {
  return loc
    .slice(1)
    .flatMap((segment) => String(segment).split(/[_\s]+/))
    .filter(Boolean)
    .map(capitalise)
    .join(' ');
}

const isoTypes = /^(datetime|date|time)_/;
const typeNamePattern = /^([a-z]+)_(parsing|type)$/;
/** Types of that pattern with a message of their own. */
const NAMED_TYPES = new Set([
  'int_parsing',
  'int_type',
  'float_parsing',
  'float_type',
  'decimal_parsing',
  'decimal_type',
  'string_type',
]);

/**
 * The text after the field name for one pydantic issue. A reason the server names by a code (ctx.code, or a
 * type of its own such as `ambiguous_match`) reads `errors.validation.codes.<code>` (each domain adds its codes to
 * its i18n file); the pydantic types have their messages here; anything else shows the server's own text.
 */
export function validationText(issue: ValidationIssue, t: Translate): string {
  const code = issue.ctx?.code;
  const generic = typeText(issue, t);
  // the code's text may name the reason's context (`%{name}`)
  return typeof code === 'string' && code
    ? t(`errors.validation.codes.${code}`, { ...issue.ctx, _: generic })
    : generic;
}

function typeText(issue: ValidationIssue, t: Translate): string {
  const typed =
    typeNamePattern.exec(issue.type) ??
    (issue.type === 'enum' || issue.type === 'literal_error' ? [issue.type, issue.type.split('_')[0]] : null);
  if (typed && !isoTypes.test(issue.type) && !NAMED_TYPES.has(issue.type)) {
    const name = typed[1];
    return t('errors.validation.invalid_type', { type: t(`errors.validation.types.${name}`, { _: name }) });
  }
  const { message, args } = issueMessage(issue);
  return t(message, args);
}

/**
 * The i18n key and its values that word a validation issue of this type: the server's 422 items, and the admin's own
 * form checks of a defined entity's fields (they name problems with the same types).
 */
export function issueMessage(issue: Pick<ValidationIssue, 'type' | 'loc' | 'msg' | 'ctx'>): {
  message: string;
  args: Record<string, unknown>;
} {
  const { type, ctx = {} } = issue;
  const lastSegment = String(issue.loc[issue.loc.length - 1] ?? '');
  const count = (key: string) => Number(ctx[key] ?? 0);
  const key = (name: string, args: Record<string, unknown> = {}) => ({ message: `errors.validation.${name}`, args });
  switch (type) {
    case 'missing':
      return key('required');
    case 'string_too_short':
      return key('too_short', { smart_count: count('min_length') });
    case 'too_short':
      return key('too_short_items', { smart_count: count('min_length') });
    case 'string_too_long':
      return key('too_long', { smart_count: count('max_length') });
    case 'too_long':
      return key('too_long_items', { smart_count: count('max_length') });
    case 'int_parsing':
    case 'int_type':
    case 'int_from_float':
    case 'int_parsing_size':
      return key('integer');
    case 'float_parsing':
    case 'float_type':
    case 'decimal_parsing':
    case 'decimal_type':
    case 'finite_number':
      return key('number');
    case 'string_type':
      return key('text');
    case 'string_pattern_mismatch':
      return key('pattern');
    case 'greater_than':
    case 'greater_than_equal':
    case 'less_than':
    case 'less_than_equal':
      return key(type, { limit: String(ctx.gt ?? ctx.ge ?? ctx.lt ?? ctx.le ?? '') });
    case 'value_error':
      if (ctx.reason === 'email' || /e-?mail/i.test(issue.msg) || /email/i.test(lastSegment)) return key('email');
      if (ctx.reason === 'phone') return key('codes.phone_invalid');
      return key('codes.value_error', { _: issue.msg });
  }
  if (isoTypes.test(type)) return key('datetime');
  const typed =
    typeNamePattern.exec(type) ?? (type === 'enum' || type === 'literal_error' ? [type, type.split('_')[0]] : null);
  if (typed) return key('invalid_type', { type: typed[1] });
  return key(`codes.${type}`, { _: issue.msg });
}

/** The mutation options of a form's save (react-admin's Create and Edit): its refusals are worded for a form. */
export const FORM_SAVE = { meta: { form: true } };

/** Where a failed call came from, for its wording. */
export interface ErrorContext {
  /** The react-admin resource (its route name) whose record was sent: its fields' labels name the fields. */
  resource?: string;
  /**
   * A form sent it and shows each field's message on its field: the toast then says only that the form was
   * refused (one message for one refusal), and repeats just what belongs to no field.
   */
  form?: boolean;
}

/**
 * The field label put before a message: `fieldNames.<path>` when translated (for a list whose entries have names
 * of their own, such as `addresses`, the whole entry is `fieldNames.addresses._label`), else the resource's own
 * label of the field (`resources.<resource>.fields.<path>`), else the capitalised location.
 */
export function fieldLabel(loc: Array<string | number>, t: Translate, resource?: string): string {
  const fallback = fieldNameFromLoc(loc);
  const key = loc
    .slice(1)
    .filter((s) => typeof s === 'string')
    .join('.');
  if (!key) return fallback;
  const own = resource ? t(`resources.${resource}.fields.${key}`, { _: fallback }) : fallback;
  return t(`fieldNames.${key}`, { _: t(`fieldNames.${key}._label`, { _: own }) });
}

/** Per-field messages of a 422 `detail` array. */
export function validationMessages(detail: ValidationIssue[], t: Translate, resource?: string): FieldMessage[] {
  return detail.map((issue) => {
    const loc = Array.isArray(issue.loc) ? issue.loc : [];
    const text = validationText(issue, t);
    const field = fieldLabel(loc, t, resource);
    return {
      path: loc.slice(1),
      message: field ? t('errors.validation.field_message', { field, message: text }) : text,
    };
  });
}

/** Nests messages by their path; two messages on one field are joined by a line break. */
export function fieldErrorTree(messages: FieldMessage[]): FieldErrorTree {
  const tree: FieldErrorTree = {};
  for (const { path, message } of messages) {
    if (path.length === 0) continue;
    let node = tree;
    path.slice(0, -1).forEach((segment) => {
      const key = String(segment);
      if (typeof node[key] !== 'object') node[key] = {};
      node = node[key] as FieldErrorTree;
    });
    const leaf = String(path[path.length - 1]);
    const existing = node[leaf];
    node[leaf] = typeof existing === 'string' ? `${existing}\n${message}` : message;
  }
  return tree;
}

const isValidationDetail = (detail: unknown): detail is ValidationIssue[] =>
  Array.isArray(detail) && detail.every((d) => typeof d === 'object' && d !== null && 'loc' in d);

const statusMessages: Record<number, string> = {
  401: 'errors.http.unauthorized',
  403: 'errors.http.forbidden',
  404: 'errors.http.not_found',
  429: 'errors.http.too_many_requests',
  500: 'errors.http.server',
};

/**
 * A server detail in the user's language: codes such as `LOGIN_BAD_CREDENTIALS` and the known
 * sentences have translations; any other text passes through as the server wrote it.
 */
const detailText = (detail: string, t: Translate): string => {
  if (/^[A-Z][A-Z0-9_]+$/.test(detail)) return t(`errors.codes.${detail}`, { _: detail });
  return /^[\w ,'-]+$/.test(detail) ? t(`errors.details.${detail}`, { _: detail }) : detail;
};

/**
 * The message for a response. `status` 0 means no response at all.
 * `statusText` stands in for the message of the last catalogue row.
 */
export function describeHttpError(
  status: number,
  body: unknown,
  t: Translate,
  statusText = '',
  context: ErrorContext = {},
): ErrorDescription {
  if (!status) return { message: t('errors.http.network') };
  if (statusMessages[status]) return { message: t(statusMessages[status]) };
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { detail } = record;
  if (isValidationDetail(detail)) {
    const fieldMessages = validationMessages(detail, t, context.resource);
    const onFields = context.form ? fieldMessages.filter((m) => m.path.length > 0) : [];
    // A form shows these on its fields: the toast says the save was refused, and what belongs to no field.
    const told = onFields.length
      ? [t('errors.validation.see_fields'), ...fieldMessages.filter((m) => m.path.length === 0).map((m) => m.message)]
      : fieldMessages.map((m) => m.message);
    return { message: told.join('\n'), fieldMessages };
  }
  if (typeof detail === 'string' && detail) return { message: detailText(detail, t) };
  if (typeof detail === 'object' && detail !== null) {
    const { reason, code } = detail as Record<string, unknown>;
    if (typeof reason === 'string') return { message: reason };
    if (typeof code === 'string') return { message: detailText(code, t) };
  }
  if (typeof record.message === 'string' && record.message) return { message: record.message };
  return {
    message: t('errors.http.other', { status, message: statusText || t('errors.http.unknown') }),
  };
}

/** Builds the ApiError for a response. */
export function apiErrorFor(...response: Parameters<typeof describeHttpError>): ApiError {
  const [status, body] = response;
  const { message, fieldMessages } = describeHttpError(...response);
  const detail = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined;
  return new ApiError(message, status, detail, fieldMessages);
}
