import { describe, expect, it } from 'vitest';
import { mentionHandles } from './mentions';

describe('mentionHandles', () => {
  it('finds @handles and @addresses, not plain addresses', () => {
    expect(mentionHandles('שלום @Dana, ראי גם @yossi.levi@shop.co.il. כתבו ל-ruth@example.com')).toEqual([
      'dana',
      'yossi.levi@shop.co.il',
    ]);
    expect(mentionHandles('@דנה, @dana ו-@DANA')).toEqual(['דנה', 'dana']);
    expect(mentionHandles('no mentions here @ all')).toEqual([]);
  });
});
