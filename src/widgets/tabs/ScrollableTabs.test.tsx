import Tab from '@mui/material/Tab';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollableTabs } from './ScrollableTabs';

// jsdom draws no layout and may have no scrollIntoView: the test's stands in, and what was there before comes back
const before = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

/** The tabs brought into view, in order. */
const recordScrolls = () => {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.textContent ?? '');
  });
  return scrolled;
};

const tabs = (value: string) => (
  <ScrollableTabs value={value}>
    {['a', 'b', 'c'].map((id) => (
      <Tab key={id} value={id} label={`tab ${id}`} />
    ))}
  </ScrollableTabs>
);

describe('scrollable tabs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    if (before) Object.defineProperty(Element.prototype, 'scrollIntoView', before);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings the open tab into view when drawn and when another opens', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const scrolled = recordScrolls();
    const { rerender } = render(tabs('c'));
    expect(scrolled).toEqual(['tab c']);
    rerender(tabs('b'));
    expect(scrolled).toEqual(['tab c', 'tab b']);
  });

  it('leaves the first showing to the width watcher where there is one', () => {
    // as in a browser, the watcher is called once as it starts watching
    vi.stubGlobal(
      'ResizeObserver',
      class {
        changed: () => void;
        constructor(changed: () => void) {
          this.changed = changed;
        }
        observe() {
          this.changed();
        }
        disconnect() {}
      },
    );
    const scrolled = recordScrolls();
    const { rerender } = render(tabs('c'));
    expect(scrolled).toEqual(['tab c']);
    rerender(tabs('b'));
    expect(scrolled).toEqual(['tab c', 'tab b']);
  });
});
