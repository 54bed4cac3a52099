// The public form page's words: the signed-out part of a language's catalogue (src/i18n/catalogs.ts), its forms
// domain file (forms.renderer.*, forms.errors.*) and its inputs' (inputs.*: a code's boxes, the e-mail's suggestion),
// not the whole signed-in catalogue; through polyglot with
// react-admin's options, so `%{name}`, `smart_count` and `_` read as they do in the app. Hebrew's forms file comes
// with the page; another language's when it is chosen.
import Polyglot from 'node-polyglot';
import { baseCatalog, loadCatalog } from '../../i18n/catalogs';
import heFormPage from '../../i18n/he/formPage';
import type { AppLocale } from '../../i18n/locales';
import { mergeMessages, type MessageTree } from '../../i18n/merge';
import type { Translate } from '../../i18n/translator';

const formsPart: Partial<Record<AppLocale, MessageTree>> = { he: heFormPage };
const fetchForms: Record<AppLocale, () => Promise<{ default: MessageTree }>> = {
  he: async () => ({ default: heFormPage }),
  en: () => import('../../i18n/en/formPage'),
};

/** Whether a language's words for the form are here. */
export const hasFormCatalog = (locale: AppLocale): boolean => Boolean(formsPart[locale] && baseCatalog(locale));

/** Fetches a language's words for the form, each part once. */
export async function loadFormCatalog(locale: AppLocale): Promise<void> {
  await loadCatalog(locale);
  formsPart[locale] ??= (await fetchForms[locale]()).default;
}

const made = new Map<AppLocale, { base: MessageTree; translate: Translate }>();

/** The form's translate in a language (its words loaded: loadFormCatalog), made once per catalogue. */
export function formTranslatorFor(locale: AppLocale): Translate {
  const base = baseCatalog(locale) ?? {};
  let entry = made.get(locale);
  if (!entry || entry.base !== base) {
    // once the signed-in catalogue is here (the admin's widgets' frame fetched it), it holds the forms file already
    const phrases = base.forms ? base : mergeMessages({}, base, formsPart[locale] ?? {});
    const polyglot = new Polyglot({ locale, phrases, allowMissing: true });
    entry = { base, translate: (key, options) => polyglot.t(key, options) };
    made.set(locale, entry);
  }
  return entry.translate;
}
