import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { catalogOf } from '../../i18n/i18nProvider';
import { renderAdmin } from '../../resources/customers/testing';
import productCategoriesDefinition from '../../../definitions/entities/product-categories';
import { resourceFromDefinition } from '../fromDefinition';
import { RegistryProvider } from '../registry';

const productCategories = resourceFromDefinition(productCategoriesDefinition);

const rows = [
  { id: 1, name: 'ספרות עברית', slug: 'sifrut', parent_id: null, is_active: true, sort_order: 1 },
  { id: 2, name: 'שירה', slug: 'shira', parent_id: 1, is_active: false, sort_order: 2 },
];

// The test admin's messages lack the definition's own words; the catalogue adds them as the app does.
vi.mock('../../i18n/en', async (original) => {
  const { default: en } = (await original()) as { default: Record<string, unknown> };
  const { default: definition } = await import('../../../definitions/entities/product-categories');
  const { entityMessages } = await import('../../../definitions/entity/messages');
  const own = entityMessages(definition, 'en');
  return {
    default: {
      ...en,
      resources: { ...(en.resources as object), 'product-categories': own, 'shop/product-categories': own },
    },
  };
});

const page = (url: string, dataProvider: Record<string, unknown>) =>
  renderAdmin(
    <RegistryProvider resources={[productCategories]}>
      <Routes>
        <Route path="/shop/product-categories/*" element={<Resource {...productCategories.resourceProps} />} />
      </Routes>
    </RegistryProvider>,
    { url, dataProvider },
  );

describe('generated pages (product categories)', () => {
  afterEach(cleanup);

  it('lists records with export, a row menu whose delete asks first, and names references', async () => {
    const deleteOne = vi.fn().mockResolvedValue({ data: rows[1] });
    page('/shop/product-categories', {
      getList: vi.fn().mockResolvedValue({ data: rows, total: 2 }),
      getMany: vi.fn().mockResolvedValue({ data: [rows[0]] }),
      delete: deleteOne,
    });
    expect(await screen.findByText('שירה')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('ספרות עברית')).toHaveLength(2)); // its own row, and the parent of שירה
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.click(screen.getByRole('button', { name: 'Actions for שירה' }));
    expect(screen.getByRole('menuitem', { name: 'Activate' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to continue?')).toBeInTheDocument();
    expect(deleteOne).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('shop/product-categories', expect.objectContaining({ id: 2 })),
    );
  }, 60_000); // a whole list page with its menus in jsdom is slow to draw, more so on a busy machine

  it("asks for the records a long page's later rows refer to once, as the page comes", async () => {
    // 30 rows: the first 25 (drawn at once) name category 1 as their parent, the last 5 (drawn after) 101-105
    const page30 = Array.from({ length: 30 }, (_, i) => ({
      ...rows[1],
      id: 1000 + i,
      name: `row ${i}`,
      parent_id: i < 25 ? 1 : 101 + (i - 25),
    }));
    // whether the last row was on screen when its parent was asked for
    const lastRowDrawn: boolean[] = [];
    const getMany = vi.fn((_resource: string, { ids }: { ids: number[] }) => {
      if (ids.map(Number).includes(105)) lastRowDrawn.push(screen.queryByText('row 29') !== null);
      return Promise.resolve({ data: ids.map((id) => ({ ...rows[0], id: Number(id), name: `parent ${id}` })) });
    });
    page('/shop/product-categories', { getList: vi.fn().mockResolvedValue({ data: page30, total: 30 }), getMany });
    expect(await screen.findByText('parent 105')).toBeInTheDocument();
    expect(screen.getAllByText('parent 1')).toHaveLength(25);
    const asked = getMany.mock.calls.flatMap(([, { ids }]) => ids.map(Number));
    expect(asked.filter((id) => id > 100).sort()).toEqual([101, 102, 103, 104, 105]);
    expect(lastRowDrawn).toEqual([false]); // with the page, not once its row was drawn
  });

  it('shows an empty state that offers to add and import', async () => {
    page('/shop/product-categories', { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) });
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(await screen.findByText('Add the first one, or import a file.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Create/ }).length).toBeGreaterThan(0);
  });

  it('lays the edit page out in tabs kept in ?t=, with the subcategories as a child table', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [rows[1]], total: 1 });
    page('/shop/product-categories/1?t=children', {
      getOne: vi.fn().mockResolvedValue({ data: rows[0] }),
      getList,
      getManyReference: getList,
      getMany: vi.fn().mockResolvedValue({ data: [rows[0]] }),
    });
    expect(await screen.findByRole('tab', { name: 'Subcategories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(await screen.findByText('שירה')).toBeInTheDocument();
    expect(getList.mock.calls.some(([, params]) => params.target === 'parent_id' && params.id === 1)).toBe(true);
    // The details tab stays mounted: its inputs hold the record.
    expect(screen.getByLabelText(/^Name/, { selector: 'input' })).toHaveValue('ספרות עברית');
  });

  it('says in words that a child table has no rows, and offers to add one for this record', async () => {
    const none = vi.fn().mockResolvedValue({ data: [], total: 0 });
    page('/shop/product-categories/1?t=children', {
      getOne: vi.fn().mockResolvedValue({ data: rows[0] }),
      getList: none,
      getManyReference: none,
      getMany: vi.fn().mockResolvedValue({ data: [rows[0]] }),
    });
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    const add = await screen.findByRole('link', { name: 'Create Category' });
    expect(add).toHaveAttribute('href', '/shop/product-categories/create');
  }, 60_000);

  it('keeps the folder messages in the catalogue in both languages', () => {
    const he = catalogOf('he', [productCategories]) as { resources: Record<string, { name: string }> };
    expect(he.resources['shop/product-categories'].name).toBe('קטגוריה |||| קטגוריות');
  });
});
