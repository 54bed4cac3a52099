// The rules' phone check on a form's page (definitions/forms/rules.ts takes it from its caller): libphonenumber's
// metadata is large, so it is fetched only for a form that asks a phone (or a form it nests), when the form is drawn,
// and waited for before a step or the form is checked to move on or send.
import { useEffect, useMemo, useState } from 'react';
import { hasKind, type CheckContext, type FormSchema } from '../../definitions/forms/rules';

type PhoneRule = NonNullable<CheckContext['phone']>;

let loaded: PhoneRule | undefined;
let loading: Promise<PhoneRule> | undefined;

/** The phone rule, fetched once. */
export const loadPhoneRule = (): Promise<PhoneRule> =>
  (loading ??= import('../../definitions/entity/phone').then(({ normalisePhone }) => (loaded = normalisePhone)));

/**
 * The checks' context of a form: its nested forms and, when it asks a phone, the phone rule once here; `ready()`
 * gives the context with the rule: at once when it is here (a send stays one step, with no wait a second press
 * could slip into), else a promise of it.
 */
export function useFormChecks(
  schema: FormSchema,
  nested: Record<string, FormSchema> | undefined,
): { checks: CheckContext; ready(): CheckContext | Promise<CheckContext> } {
  const asksPhone = hasKind(schema, 'tel', nested);
  const [phone, setPhone] = useState<PhoneRule | undefined>(() => loaded);
  useEffect(() => {
    if (!asksPhone || phone) return;
    let live = true;
    void loadPhoneRule().then((rule) => live && setPhone(() => rule));
    return () => {
      live = false;
    };
  }, [asksPhone, phone]);
  const checks = useMemo<CheckContext>(() => ({ nested: nested ?? {}, phone }), [nested, phone]);
  return {
    checks,
    ready: () => (asksPhone && !checks.phone ? loadPhoneRule().then((rule) => ({ ...checks, phone: rule })) : checks),
  };
}
