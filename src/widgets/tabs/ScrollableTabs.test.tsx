import Tab from '@mui/material/Tab';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollableTabs } from './ScrollableTabs';

// jsdom draws no layout and may have no scrollIntoView: the test's stands in, and what was there before comes back
const before = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

describe('scrollable tabs', () => {
  afterEach(() => {
    if (before) Object.defineProperty(Element.prototype, 'scrollIntoView', before);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings the open tab into view when drawn and when another opens', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const tabs = (value: string) => (
      <ScrollableTabs value={value}>
        {['a', 'b', 'c'].map((id) => (
          <Tab key={id} value={id} label={`tab ${id}`} />
        ))}
      </ScrollableTabs>
    );
    const { rerender } = render(tabs('c'));
    expect(scrolled.at(-1)).toBe('tab c');
    rerender(tabs('b'));
    expect(scrolled.at(-1)).toBe('tab b');
  });
});
