import { describe, expect, it } from 'vitest';
import { optionsToText, optionValueType, textToOptions } from './optionsText';

describe('options as text', () => {
  it('reads plain lines, value|label, and a radio option with a sub-label and an image', () => {
    expect(
      textToOptions(' small \n\nm|Medium\nl|Large|Fits most|https://x.test/l.png|A large box\nx||Roomy').options,
    ).toEqual([
      'small',
      { value: 'm', label: 'Medium' },
      { value: 'l', label: 'Large', subLabel: 'Fits most', imgSrc: 'https://x.test/l.png', imgAlt: 'A large box' },
      { value: 'x', label: 'x', subLabel: 'Roomy' },
    ]);
  });

  it('writes them back the way they were typed', () => {
    const text =
      'small\nm|Medium\nl|Large|Fits most|https://x.test/l.png|A large box\nx|x|Roomy\ny|Y||https://x.test/y.png';
    expect(optionsToText(textToOptions(text).options)).toBe(text);
    expect(optionsToText([{ value: 'same', label: 'same' }, 3, true])).toBe('same\n3\ntrue');
  });

  it('reads values as numbers or yes/no when chosen, naming the lines that are not', () => {
    expect(textToOptions('1\n2|Two\n2.5\nthree\n-4', 'number')).toEqual({
      options: [1, { value: 2, label: 'Two' }, 2.5, -4],
      wrong: ['three'],
    });
    expect(textToOptions('true\nfalse|Not at all\nyes', 'boolean')).toEqual({
      options: [true, { value: false, label: 'Not at all' }],
      wrong: ['yes'],
    });
    expect(textToOptions('1\n2', 'text').options).toEqual(['1', '2']);
    expect(optionValueType([1, { value: 2, label: 'Two' }])).toBe('number');
    expect(optionValueType([true, false])).toBe('boolean');
    expect(optionValueType([1, 'a'])).toBe('text');
    expect(optionValueType([])).toBe('text');
  });

  it("gives radio options ids and keeps each option's id while the lines are edited", () => {
    const first = textToOptions('a|Alpha\nb', 'text', [], true).options;
    expect(first).toEqual([
      { id: 'opt_1', value: 'a', label: 'Alpha' },
      { id: 'opt_2', value: 'b', label: 'b' },
    ]);
    // reordered, relabelled, one added: the ids follow their values, the new one gets a free id
    const edited = textToOptions('c\nb|Beta\na|Alpha', 'text', first, true).options;
    expect(edited).toEqual([
      { id: 'opt_3', value: 'c', label: 'c' },
      { id: 'opt_2', value: 'b', label: 'Beta' },
      { id: 'opt_1', value: 'a', label: 'Alpha' },
    ]);
    // ids from elsewhere (the specified ones) are kept too, and the text does not show them
    const given = [{ id: 'spring', value: 1, label: 'Spring' }];
    expect(textToOptions(optionsToText(given), 'number', given, true).options).toEqual(given);
    expect(optionsToText(given)).toBe('1|Spring');
    // a yes/no option without a label of its own says Yes/No in the reader's language
    expect(textToOptions('true', 'boolean', [], true).options).toEqual([{ id: 'opt_1', value: true, label: '' }]);
  });
});
