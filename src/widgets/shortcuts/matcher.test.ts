import { afterEach, describe, expect, it } from 'vitest';
import { createMatcher, isTypingTarget, keyName, SEQUENCE_TIMEOUT_MS } from './matcher';
import { shortcuts } from './registry';

const idOf = (result: ReturnType<ReturnType<typeof createMatcher>['press']>) =>
  result && result !== 'pending' ? result.id : result;

describe('shortcut matcher', () => {
  let clock = 0;
  const matcher = () => createMatcher(shortcuts, () => clock);
  afterEach(() => {
    clock = 0;
    document.body.innerHTML = '';
  });

  it('completes g then c, swallowing the g', () => {
    const m = matcher();
    expect(idOf(m.press({ key: 'g' }))).toBe('pending');
    expect(idOf(m.press({ key: 'c' }))).toBe('go_customers');
    expect(idOf(m.press({ key: 'c' }))).toBeNull();
  });

  it('forgets a g pressed too long ago', () => {
    const m = matcher();
    m.press({ key: 'g' });
    clock += SEQUENCE_TIMEOUT_MS + 1;
    expect(idOf(m.press({ key: 'c' }))).toBeNull();
  });

  it('reads the physical key under the Hebrew layout, ignores Shift alone, and single keys', () => {
    const m = matcher();
    expect(idOf(m.press({ key: 'ע', code: 'KeyG' }))).toBe('pending');
    expect(idOf(m.press({ key: 'Shift', code: 'ShiftLeft' }))).toBeNull();
    expect(idOf(m.press({ key: 'ב', code: 'KeyC' }))).toBe('go_customers');
    expect(idOf(m.press({ key: '?', code: 'Slash' }))).toBe('help');
    expect(idOf(m.press({ key: '/' }))).toBe('search');
    expect(idOf(m.press({ key: 'n' }))).toBe('create');
  });

  it('a key that does not continue a sequence starts its own', () => {
    const m = matcher();
    m.press({ key: 'g' });
    expect(idOf(m.press({ key: 'n' }))).toBe('create');
    m.press({ key: 'g' });
    expect(idOf(m.press({ key: 'g' }))).toBe('pending');
    expect(idOf(m.press({ key: 'd' }))).toBe('go_deals');
  });

  it('ignores keys typed in inputs, text areas and rich text, except Ctrl/Cmd+S', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><div contenteditable="true"><p id="p">x</p></div>';
    const m = matcher();
    for (const id of ['i', 't', 'p']) {
      const target = document.getElementById(id);
      expect(isTypingTarget(target)).toBe(true);
      expect(idOf(m.press({ key: 'g', target }))).toBeNull();
      expect(idOf(m.press({ key: 'c', target }))).toBeNull();
      expect(idOf(m.press({ key: '?', target }))).toBeNull();
      expect(idOf(m.press({ key: 's', ctrlKey: true, target }))).toBe('save');
      expect(idOf(m.press({ key: 's', metaKey: true, target }))).toBe('save');
    }
    expect(isTypingTarget(document.body)).toBe(false);
  });

  it('needs the modifier for save, and no Alt', () => {
    const m = matcher();
    expect(idOf(m.press({ key: 's' }))).toBeNull();
    expect(idOf(m.press({ key: 'ד', code: 'KeyS', ctrlKey: true }))).toBe('save');
    expect(idOf(m.press({ key: 's', ctrlKey: true, altKey: true }))).toBeNull();
    expect(idOf(m.press({ key: 'g', ctrlKey: true }))).toBeNull();
  });

  it('names keys: letters lower-case, other characters as typed', () => {
    expect(keyName({ key: 'G' })).toBe('g');
    expect(keyName({ key: '/', code: 'KeyQ' })).toBe('/');
    expect(keyName({ key: 'ף', code: 'Semicolon' })).toBe('ף');
  });
});
