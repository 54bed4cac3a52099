import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { Carousel } from './Carousel';

// jsdom has no layout observers and no media queries; embla asks for all three
beforeAll(() => {
  class Quiet {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: Quiet, IntersectionObserver: Quiet });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
const items = ['one', 'two', 'three'].map((id) => ({ id, content: <span>{id}</span> }));

const slidesOf = (kind: 'carousel' | 'slider') => {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Carousel kind={kind} items={items} autoplay={false} label="Ads" />
    </AdminContext>,
  );
  return screen.getByRole('region', { name: 'Ads' }).querySelectorAll('[aria-roledescription="slide"]');
};

describe('the carousel and the slider', () => {
  it('draws a slider as fixed-width slides a gap apart', () => {
    const slides = slidesOf('slider');
    expect(slides).toHaveLength(3);
    const style = getComputedStyle(slides[0]!);
    expect(style.flex || style.flexBasis).toContain('300px');
    expect(style.marginInlineEnd || style.getPropertyValue('margin-inline-end')).toBe('1rem');
  });

  it('draws a carousel as a share of the view per item', () => {
    const style = getComputedStyle(slidesOf('carousel')[0]!);
    expect(style.flex || style.flexBasis).toContain('%');
  });
});
