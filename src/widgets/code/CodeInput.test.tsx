import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Form } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import { CodeInput, highlightMarkup } from './CodeInput';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

describe('the HTML source field', () => {
  it('highlights tags, attributes and values, and escapes the text it is given', () => {
    const html = highlightMarkup('<a href="/x" onclick="y()">שלום</a><img src=x onerror=alert(1)>');
    expect(html).toContain('<span class="token tag">');
    expect(html).toContain('<span class="token attr-name">href</span>');
    expect(html).toContain('שלום');
    // nothing of the code becomes markup of the page
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelectorAll('a, img')).toHaveLength(0);
  });

  it('is named by its label, reads left to right, and edits the form value with highlighting', async () => {
    const submit = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Form defaultValues={{ body: '<p>hi</p>' }} onSubmit={submit}>
          <CodeInput source="body" label="Code" />
          <button type="submit">save</button>
        </Form>
      </AdminContext>,
    );
    const area = screen.getByRole('textbox', { name: 'Code' });
    expect(area.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    fireEvent.change(area, { target: { value: '<h2 class="t">כותרת</h2>' } });
    expect(document.querySelector('.token.attr-value')?.textContent).toContain('t');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toEqual({ body: '<h2 class="t">כותרת</h2>' });
  });
});
