import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPageAction } from './runAction';

const page = (html: string) => {
  document.body.innerHTML = `<main id="main-content">${html}</main>`;
};

describe('page actions of the shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("'/' focuses the list's search box, and is not used on a page without one", () => {
    page('<input name="other"><input name="q" value="dana">');
    expect(runPageAction({ type: 'search' })).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input[name="q"]'));
    page('<input name="other">');
    expect(runPageAction({ type: 'search' })).toBe(false);
  });

  it("'j' and 'k' follow the record page's next and previous links, and are not used where there are none", () => {
    page('<a data-record-nav="previous" href="/authors/1">p</a><a data-record-nav="next" href="/authors/3">n</a>');
    const clicked: string[] = [];
    for (const a of document.querySelectorAll('a'))
      a.addEventListener('click', (event) => (event.preventDefault(), clicked.push(a.getAttribute('href')!)));
    expect(runPageAction({ type: 'next' })).toBe(true);
    expect(runPageAction({ type: 'previous' })).toBe(true);
    expect(clicked).toEqual(['/authors/3', '/authors/1']);
    page('<button disabled aria-label="next"></button>');
    expect(runPageAction({ type: 'next' })).toBe(false);
  });

  it("'n' follows the page's create link only when there is one", () => {
    page('<a href="/customers/create">new</a>');
    const click = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')!.addEventListener('click', click);
    expect(runPageAction({ type: 'create' })).toBe(true);
    expect(click).toHaveBeenCalledOnce();
    page('<a href="/customers/1">one</a>');
    expect(runPageAction({ type: 'create' })).toBe(false);
  });

  it('Ctrl+S presses the save button of the form being typed in, not a disabled one', () => {
    page(
      '<form id="a"><input id="in"><button type="submit">save</button></form><form id="b"><button type="submit" disabled>save</button></form>',
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('a')!.addEventListener('submit', submitted);
    document.getElementById('in')!.focus();
    expect(runPageAction({ type: 'save' })).toBe(true);
    expect(submitted).toHaveBeenCalledOnce();
    const other = vi.fn();
    document.getElementById('b')!.addEventListener('submit', other);
    (document.activeElement as HTMLElement).blur();
    document.getElementById('a')!.remove();
    expect(runPageAction({ type: 'save' })).toBe(true);
    expect(other).not.toHaveBeenCalled();
    page('<p>no form</p>');
    expect(runPageAction({ type: 'save' })).toBe(false);
  });
});
