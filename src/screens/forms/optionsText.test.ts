import { describe, expect, it } from 'vitest';
import { optionsToText, textToOptions } from './optionsText';

describe('options as text', () => {
  it('reads plain lines, value|label, and a radio option with a sub-label and an image', () => {
    expect(textToOptions(' small \n\nm|Medium\nl|Large|Fits most|https://x.test/l.png|A large box\nx||Roomy')).toEqual([
      'small',
      { value: 'm', label: 'Medium' },
      { value: 'l', label: 'Large', subLabel: 'Fits most', imgSrc: 'https://x.test/l.png', imgAlt: 'A large box' },
      { value: 'x', label: 'x', subLabel: 'Roomy' },
    ]);
  });

  it('writes them back the way they were typed', () => {
    const text = 'small\nm|Medium\nl|Large|Fits most|https://x.test/l.png|A large box\nx|x|Roomy\ny|Y||https://x.test/y.png';
    expect(optionsToText(textToOptions(text))).toBe(text);
    expect(optionsToText([{ value: 'same', label: 'same' }, 3, true])).toBe('same\n3\ntrue');
  });
});
