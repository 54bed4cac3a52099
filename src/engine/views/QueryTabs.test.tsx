import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAdmin } from '../../resources/customers/testing';
import { activeTabId, QueryTabs, withTab, type QueryTab } from './QueryTabs';

const tabs: QueryTab[] = [
  { id: 'details', label: 'resources.customers.tabs.details', content: <input aria-label="First name" /> },
  { id: 'notes', label: 'resources.customers.tabs.notes', content: <p>Notes panel</p> },
];

const renderTabs = (url: string) => renderAdmin(<QueryTabs tabs={tabs} />, { url });

describe('QueryTabs', () => {
  afterEach(cleanup);

  it('opens the first tab when the address names none', () => {
    renderTabs('/customers/7');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('First name'));
    expect(screen.queryByText('Notes panel')).not.toBeInTheDocument();
  });

  it('opens the tab named by ?t=', () => {
    renderTabs('/customers/7?t=notes');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Notes panel')).toBeVisible();
  });

  it('falls back to the first tab for an unknown ?t=', () => {
    renderTabs('/customers/7?t=payments');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab to ?t= and keeps the other parameters', async () => {
    const { user, location } = renderTabs('/customers/7?ref=list');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(location.current?.pathname).toBe('/customers/7');
    expect(new URLSearchParams(location.current?.search).get('t')).toBe('notes');
    expect(new URLSearchParams(location.current?.search).get('ref')).toBe('list');
    expect(screen.getByText('Notes panel')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(new URLSearchParams(location.current?.search).get('t')).toBe('details');
  });

  it('keeps what was typed in a tab while another one is open', async () => {
    const { user } = renderTabs('/customers/7');
    await user.type(screen.getByLabelText('First name'), 'דנה');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByLabelText('First name')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText('First name')).toHaveValue('דנה');
  });

  it('has pure helpers for the parameter', () => {
    expect(activeTabId(tabs, 'notes')).toBe('notes');
    expect(activeTabId(tabs, null)).toBe('details');
    expect(withTab(new URLSearchParams('a=1&t=x'), 't', 'notes').toString()).toBe('a=1&t=notes');
  });
});
