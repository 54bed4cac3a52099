import { describe, expect, it } from 'vitest';
import { htmlLines, lineDiff } from './lineDiff';

describe('lineDiff', () => {
  it('keeps common lines and marks removed and added ones in order', () => {
    expect(lineDiff(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(lineDiff([], ['new'])).toEqual([{ kind: 'added', text: 'new' }]);
    expect(lineDiff(['old'], [])).toEqual([{ kind: 'removed', text: 'old' }]);
  });

  it('reads an HTML body as one line a block, embeds by their address', () => {
    expect(
      htmlLines(
        '<h2>כותרת</h2><p>שורה <b>אחת</b></p><ul><li>א</li><li>ב</li></ul><iframe src="https://www.youtube.com/embed/x"></iframe>',
      ),
    ).toEqual(['כותרת', 'שורה אחת', 'א', 'ב', '[iframe https://www.youtube.com/embed/x]']);
  });
});
