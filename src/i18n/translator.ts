/** Translate outside React (the HTTP client's error messages), in the current language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

let current: Translate = (key, options) => (typeof options?._ === 'string' ? options._ : key);

/** The composition root hands the app's i18n provider here once it is made. */
export const setTranslator = (translate: Translate): void => {
  current = translate;
};

export const translate: Translate = (key, options) => current(key, options);
