import { describe, expect, it } from 'vitest';
import { money, select, text, richText } from '../../fields';
import { deletedName } from './DeletedRecordsButton';
import { formatHistoryValue, type ValueWords } from './historyValue';
import { withHistoryTab } from './withHistoryTab';
import type { AppResource } from '../../resourceTypes';

const words: ValueWords = {
  empty: '—',
  yes: 'כן',
  no: 'לא',
  locale: 'he',
  choice: (spec, value) => (spec.kind === 'select' ? spec.choices.find((c) => c.id === value)?.name : undefined),
};

describe('history values', () => {
  it('reads each kind as a person would', () => {
    expect(formatHistoryValue(null, text(), words)).toBe('—');
    expect(formatHistoryValue([], undefined, words)).toBe('—');
    expect(formatHistoryValue(true, undefined, words)).toBe('כן');
    expect(formatHistoryValue(4990, money({ minor: true }), words)).toMatch(/49\.90/);
    expect(formatHistoryValue('ebook', select([{ id: 'ebook', name: 'ספר דיגיטלי' }]), words)).toBe('ספר דיגיטלי');
    expect(formatHistoryValue('<p>שלום <b>עולם</b></p>', richText(), words)).toBe('שלום עולם');
    expect(formatHistoryValue('2026-11-26T07:00:00.000Z', undefined, words)).toMatch(/^26\.11\.26 \d\d:00$/);
    expect(formatHistoryValue([3, 4], undefined, words)).toBe('3, 4');
    expect(formatHistoryValue('א'.repeat(300), text(), words)).toHaveLength(120);
  });

  it('names a deleted record by its name, title or code, else its id', () => {
    expect(deletedName({ name: 'עמוס עוז' }, 3)).toBe('עמוס עוז');
    expect(deletedName({ code: 'SUMMER' }, 3)).toBe('SUMMER');
    expect(deletedName({ name: ' ' }, 3)).toBe('#3');
    expect(deletedName(null, 7)).toBe('#7');
  });

  it('adds a History tab after the page\'s own, naming a single unnamed tab "details"', () => {
    const resource = { api: { history: '/authors' } } as unknown as AppResource;
    const flat = withHistoryTab({ tabs: [{ id: '', sections: [{ id: '', fields: ['name'] }] }] }, resource);
    expect(flat.tabs.map((t) => t.id)).toEqual(['details', 'history']);
    const tabbed = withHistoryTab(
      {
        tabs: [
          { id: 'main', sections: [] },
          { id: 'stock', sections: [] },
        ],
      },
      resource,
    );
    expect(tabbed.tabs.map((t) => t.id)).toEqual(['main', 'stock', 'history']);
    expect(withHistoryTab(flat, { api: {} } as unknown as AppResource)).toBe(flat);
  });
});
