// Every reason the server names by a code, and every sentence it answers as a detail, reaches the admin in words
// in Hebrew and in English (the national id and phone rules showed their English sentence in the Hebrew
// admin). The codes are read from the server's source, so a rule added tomorrow is checked too:
//   422 reasons: validationError(..., type, 'code'), ruleError(..., 'code'), { params|ctx: { code: 'code' } },
//                refuse('code', ...), missingCode: 'code', personErrorCodes, and the issue types of our own
//                ({ type: 'x', loc: ... });
//   details:     httpError(status, 'CODE') and httpError(status, 'An English sentence').
// A public form's answers are worded by the form renderer (src/forms), not here. Each is put through the admin's own wording (src/dataProvider/errors.ts) with each language's catalogue, and must
// not come back as the server's text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { personErrorCodes } from '../../server/src/people/schemas';
import { describeHttpError, validationText, type Translate } from '../../src/dataProvider/errors';
import en from '../../src/i18n/en';
import he from '../../src/i18n/he';
import type { MessageTree } from '../../src/i18n/merge';

const root = path.resolve(import.meta.dirname, '../../server/src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
const files = sources(root).map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** Arguments of every call of `name(...)` (one level of nested parentheses inside), without the trailing comma the
 * formatter puts after the last argument of a call laid over several lines. */
const callArguments = (text: string, name: string): string[] =>
  [...text.matchAll(new RegExp(`\\b${name}\\(((?:[^()]|\\([^()]*\\))*)\\)`, 'g'))].map((m) =>
    m[1]!.replace(/,\s*$/, ''),
  );
const lastLiteral = (args: string): string | undefined => /,\s*'([a-z][a-z0-9_]*)'\s*$/.exec(args)?.[1];

/** The values of a parameter typed by a union of literals in the same file (`type Param = 'sort' | 'range'`). */
function parameterValues(text: string, name: string): string[] {
  const type = new RegExp(`\\b${name}:\\s*(\\w+)`).exec(text)?.[1];
  const union = type ? new RegExp(`type ${type} = ([^;]+);`).exec(text)?.[1] : undefined;
  return union ? [...union.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!) : [];
}

function collect() {
  const reasons = new Map<string, string>();
  const types = new Map<string, string>();
  const codes = new Map<string, string>();
  const sentences = new Map<string, string>();
  for (const { file, text } of files) {
    for (const args of callArguments(text, 'validationError')) {
      const code = /,\s*'[a-z_]+'\s*,\s*'([a-z][a-z0-9_]*)'\s*$/.exec(args)?.[1];
      if (code) reasons.set(code, file);
      else if (
        /,\s*'[a-z_]+'\s*$/.test(args) &&
        (args.match(/,/g)?.length ?? 0) >= 3 &&
        lastLiteral(args) !== 'value_error'
      )
        types.set(lastLiteral(args)!, file);
      // a code made from a parameter: `${param}_invalid` and the like, one per value of the parameter's type
      const made = /,\s*'value_error'\s*,\s*`\$\{(\w+)\}(_[a-z_]+)`\s*$/.exec(args);
      if (made) for (const value of parameterValues(text, made[1]!)) reasons.set(`${value}${made[2]}`, file);
    }
    for (const args of callArguments(text, 'ruleError')) {
      const code = lastLiteral(args);
      if (code) reasons.set(code, file);
    }
    for (const m of text.matchAll(/\b(?:params|ctx):\s*\{\s*code:\s*'([a-z][a-z0-9_]*)'/g)) reasons.set(m[1]!, file);
    // a local `refuse(code, message, input)` (the data store's refuse takes the query parameter first: no code)
    if (/\brefuse = \(code: string/.test(text))
      for (const m of text.matchAll(/\brefuse\(\s*'([a-z][a-z0-9_]*)'/g)) reasons.set(m[1]!, file);
    for (const m of text.matchAll(/\bmissingCode:\s*'([a-z][a-z0-9_]*)'/g)) reasons.set(m[1]!, file);
    // value_error is the generic type: its reason is its ctx.code, checked above
    for (const m of text.matchAll(/\{\s*type:\s*'([a-z][a-z0-9_]*)',\s*loc:/g))
      if (m[1] !== 'value_error') types.set(m[1]!, file);
    for (const m of text.matchAll(/\bhttpError\(\s*\d+\s*,\s*'([A-Z][A-Z0-9_]+)'/g)) codes.set(m[1]!, file);
    // 401 and 403 read as the catalogue's text for their status, whatever their detail.
    for (const m of text.matchAll(/\bhttpError\(\s*(\d+)\s*,\s*(['"])((?:(?!\2).)*[a-z ](?:(?!\2).)*)\2/g))
      if (m[1] !== '401' && m[1] !== '403') sentences.set(m[3]!, file);
  }
  for (const code of Object.values(personErrorCodes)) reasons.set(code, 'people/schemas.ts');
  return { reasons, types, codes, sentences };
}
const found = collect();

/**
 * Answers the admin never shows, each with the reason: they go to a payment provider's callback, or to the public
 * form pages, which word them themselves.
 */
const NOT_FOR_THE_ADMIN = new Map<string, string>([
  ['INVALID_JSON', "PayPlus's callback"],
  ['INVALID_SIGNATURE', "PayPlus's callback"],
  ['NOT_YET', "PayPlus's callback"],
  ['This form is closed', 'the public form page'],
  ['This form takes no files', 'the public form page'],
]);

/** A translate function over one language's catalogue, as polyglot answers (the `_` default when a key is missing). */
const translator =
  (tree: MessageTree): Translate =>
  (key, options = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);
    if (typeof value !== 'string') return typeof options._ === 'string' ? options._ : key;
    return value
      .split('||||')[0]!
      .trim()
      .replace(/%\{(\w+)\}/g, (whole, name: string) => (options[name] === undefined ? whole : String(options[name])));
  };

const SERVER_SENTENCE = 'Value error, the English sentence the server wrote';

describe('the codes the server sends', () => {
  it('are found in its source (the scan still works)', () => {
    expect(found.reasons.size).toBeGreaterThan(60);
    expect(found.codes.size).toBeGreaterThan(30);
    expect([...found.reasons.keys()]).toEqual(
      expect.arrayContaining([
        'phone_invalid',
        'national_id_invalid',
        'sale_not_below_price',
        'empty_update',
        'password_common',
        'sort_invalid',
        'person_unknown',
      ]),
    );
    expect([...found.codes.keys()]).toEqual(
      expect.arrayContaining(['PERSON_MERGE_NATIONAL_ID_CONFLICT', 'OUT_OF_STOCK', 'IN_USE']),
    );
    expect([...found.types.keys()]).toEqual(expect.arrayContaining(['ambiguous_match', 'string_nul', 'json_invalid']));
    for (const answer of NOT_FOR_THE_ADMIN.keys())
      expect(found.codes.has(answer) || found.sentences.has(answer), answer).toBe(true);
  });

  describe.each([
    ['he', he],
    ['en', en],
  ] as const)('in %s', (_locale, catalogue) => {
    const t = translator(catalogue);
    const untranslated = (entries: Map<string, string>, word: (value: string) => string) =>
      [...entries]
        .filter(([value]) => !NOT_FOR_THE_ADMIN.has(value))
        .flatMap(([value, file]) =>
          word(value) === value || word(value) === SERVER_SENTENCE || /%\{/.test(word(value))
            ? [`${value} (${file})`]
            : [],
        );

    it('words every 422 reason code', () => {
      const word = (code: string) =>
        validationText(
          { type: 'value_error', loc: ['body', 'field'], msg: SERVER_SENTENCE, ctx: { code, name: 'x', limit: 1 } },
          t,
        );
      expect(untranslated(found.reasons, word)).toEqual([]);
    });

    it("words every 422 issue type of the server's own", () => {
      const word = (type: string) =>
        validationText(
          { type, loc: ['body', 'field'], msg: SERVER_SENTENCE, ctx: { min_length: 1, max_length: 2 } },
          t,
        );
      expect(untranslated(found.types, word)).toEqual([]);
    });

    it('words every detail code', () => {
      const word = (code: string) => describeHttpError(409, { detail: code }, t).message;
      expect(untranslated(found.codes, word)).toEqual([]);
    });

    it('has every detail sentence in its catalogue', () => {
      const missing = [...found.sentences].filter(
        ([sentence]) => !NOT_FOR_THE_ADMIN.has(sentence) && !sentence.includes('${'),
      );
      const word = (sentence: string) => t(`errors.details.${sentence}`, { _: '' });
      expect(
        missing.filter(([sentence]) => word(sentence) === '').map(([sentence, file]) => `${sentence} (${file})`),
      ).toEqual([]);
    });
  });
});
