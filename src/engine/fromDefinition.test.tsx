// A definition alone makes a working admin resource: its form shows the definition's labels and choices in the
// user's language and refuses, before any request, what the server would refuse.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, EditBase, ResourceContextProvider, TestMemoryRouter, testDataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import adverts from '../../definitions/entities/adverts';
import bundles from '../../definitions/entities/bundles';
import coupons from '../../definitions/entities/coupons';
import libraryCollections from '../../definitions/entities/library-collections';
import libraryItems from '../../definitions/entities/library-items';
import productCategories from '../../definitions/entities/product-categories';
import products from '../../definitions/entities/products';
import shippingOptions from '../../definitions/entities/shipping-options';
import shopEvents from '../../definitions/entities/shop-events';
import subscriptionPayments from '../../definitions/entities/subscription-payments';
import subscriptionOptions from '../../definitions/entities/subscription-options';
import throwaway from '../../definitions/testing/throwawayEntity';
import en from '../i18n/en';
import { computed } from './fields';
import { resourceFromDefinition } from './fromDefinition';
import GeneratedCreate from './views/GeneratedCreate';
import { GeneratedForm } from './views/GeneratedForm';
import { normaliseLayout } from './views/pageLayout';

const resource = resourceFromDefinition(throwaway);
const messages = {
  ...en,
  resources: { ...(en as { resources?: object }).resources, [resource.name]: resource.messages!.en },
};
const i18nProvider = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

describe('a resource made from a definition', () => {
  it('takes its names, route, permission and API paths from the one name', () => {
    expect(resource.name).toBe('test-suppliers');
    expect(resource.path).toBe('/test-suppliers');
    expect(resource.config.permission).toBe('test_supplier');
    expect(resource.api.list?.path).toBe('/test_suppliers');
    expect(resource.messages!.he.name).toBe('ספק ניסיון |||| ספקי ניסיון');
    expect(resource.fields.product_id).toMatchObject({ kind: 'reference', reference: 'shop/products' });
    expect(resource.fields.credit).toMatchObject({ kind: 'money', minor: true });
  });

  it("gives a list's switches, fixed-value actions and several-of values their places and words", () => {
    const shipping = resourceFromDefinition(shippingOptions);
    expect(shipping.config.listOptions).toMatchObject({
      phone: 'table',
      filters: { active_only: { kind: 'boolean' } },
    });
    expect(shipping.config.actions).toEqual([
      { id: 'activate', update: { is_active: true } },
      { id: 'deactivate', update: { is_active: false } },
    ]);
    expect(shipping.fields.is_active).toMatchObject({ kind: 'boolean', toggle: true, defaultValue: true });
    expect(shipping.messages!.he).toMatchObject({
      fields: { active_only: 'פעילות בלבד', created_at: 'נוספה' },
      toggle: { is_active: { on: 'אפשרות המשלוח פעילה' } },
    });
    const subscription = resourceFromDefinition(subscriptionOptions);
    expect(subscription.api.list).toMatchObject({ path: '/ecommerce/subscription_options', paging: 'offset' });
    expect(subscription.fields.benefits).toMatchObject({
      kind: 'tags',
      wordsAt: 'resources.subscription-options.values.benefits',
    });
    expect(subscription.messages!.he).toMatchObject({
      values: { benefits: { library: 'ספרייה' }, billing_period: { year: 'שנתי' } },
    });
  });

  it("shows a reference by the field that names the other entity's records, and a field's help line in both languages", () => {
    const collections = resourceFromDefinition(libraryCollections);
    expect(collections.fields.item_ids).toMatchObject({
      kind: 'references',
      reference: 'app/books',
      optionText: 'title',
      helperText: 'resources.collections.help.item_ids',
    });
    expect(resource.fields.product_id).toMatchObject({ optionText: 'name' });
    expect(collections.messages!.he).toMatchObject({ help: { item_ids: 'לפי הסדר שבו האפליקציה מציגה אותם' } });
    expect(collections.messages!.en).toMatchObject({ help: { item_ids: 'In the order the app shows them' } });
  });

  it("makes a list of rows an array of its row fields' inputs, and words a coupon code's pattern by its code", () => {
    const kits = resourceFromDefinition(bundles);
    expect(kits.fields.items).toMatchObject({
      kind: 'array',
      required: true,
      fields: {
        product_id: { kind: 'reference', reference: 'shop/products' },
        quantity: { kind: 'number', integer: true, defaultValue: 1 },
      },
    });
    expect(kits.messages!.he).toMatchObject({ fields: { 'items.product_id': 'מוצר', 'items.quantity': 'כמות' } });
    const code = resourceFromDefinition(coupons).fields.code!;
    const check = (value: string) =>
      (code.validate![0] as (value: string, values: object, props: object) => unknown)(value, {}, {});
    expect(check(' welcome10 ')).toBeUndefined();
    expect(check('ab')).toMatchObject({ message: 'errors.validation.codes.coupon_code_invalid' });
  });

  it('creates where the definition says, uploads into its folder, and lays the fields of its overrides over its own', () => {
    const ads = resourceFromDefinition(adverts, { fields: { ctr: computed(() => '') } });
    expect(ads.api.create).toBe('/advert/new');
    expect(ads.api.list?.path).toBe('/advert/list');
    expect(ads.fields.image).toMatchObject({ kind: 'image', dirPath: 'app/ads' });
    expect(Object.keys(ads.fields)).toEqual(expect.arrayContaining(['title', 'target_url', 'ctr']));
  });

  it("lists a tree's records under each one on its edit page, not on the create page, with the tree's words", () => {
    const categories = resourceFromDefinition(productCategories);
    expect(categories.fields.children).toMatchObject({
      kind: 'referenceMany',
      reference: 'shop/product-categories',
      target: 'parent_id',
      columns: ['name', 'slug', 'is_active', 'sort_order'],
    });
    expect(categories.fields.parent_id).toMatchObject({ kind: 'reference', reference: 'shop/product-categories' });
    expect(categories.messages!.he).toMatchObject({
      fields: { children: 'תת־קטגוריות' },
      tabs: { children: 'תת־קטגוריות' },
    });
    const tabs = (layout: unknown) => (layout as { tabs: Array<{ id: string }> }).tabs.map((tab) => tab.id);
    expect(tabs(categories.config.edit)).toEqual(['details', 'image', 'children']);
    expect(tabs(categories.config.create)).toEqual(['details', 'image']);
  });

  it("draws the definition's tabs of the admin's own with its panels on the edit page only, and filters by one of several references", () => {
    const Readers = () => null;
    const books = resourceFromDefinition(libraryItems, { panels: { readers: Readers } });
    const tabs = (layout: unknown) => (layout as { tabs: Array<{ id: string; component?: unknown }> }).tabs;
    expect(tabs(books.config.edit).map((tab) => tab.id)).toEqual([
      'details',
      'files',
      'catalogue',
      'access',
      'readers',
    ]);
    expect(tabs(books.config.edit).find((tab) => tab.id === 'readers')?.component).toBe(Readers);
    expect(tabs(books.config.create).map((tab) => tab.id)).toEqual(['details', 'files', 'catalogue', 'access']);
    expect(books.messages!.en).toMatchObject({ tabs: { readers: 'Readers', stats: 'Stats' } });
    expect(books.config.listOptions?.filters?.category_ids).toMatchObject({
      kind: 'reference',
      reference: 'app/categories',
    });
    expect(books.fields.category_ids).toMatchObject({ kind: 'references' });
  });

  it('gives free words, several files and a text with a default their inputs', () => {
    const books = resourceFromDefinition(libraryItems);
    expect(books.fields.tags).toMatchObject({ kind: 'tags' });
    expect(books.fields.tags).not.toHaveProperty('wordsAt');
    expect(books.fields.files).toMatchObject({
      kind: 'files',
      dirPath: 'app/files',
      helperText: 'resources.books.help.files',
    });
    expect(books.fields.language).toMatchObject({ kind: 'text', defaultValue: 'he', maxLength: 10 });
    const check = (value: unknown) =>
      (books.fields.tags!.validate![0] as (value: unknown, values: object, props: object) => unknown)(value, {}, {});
    expect(check(['חדש'])).toBeUndefined();
    expect(check(['x'.repeat(51)])).toBeDefined();
  });

  it('gives a gallery its images input, filters a reference list by one record, and an action that changes a reference list its dialog', () => {
    const catalogue = resourceFromDefinition(products);
    expect(catalogue.fields.images).toMatchObject({ kind: 'images', accept: 'image/*' });
    const check = (value: unknown) =>
      (catalogue.fields.images!.validate![0] as (value: unknown, values: object, props: object) => unknown)(
        value,
        {},
        {},
      );
    expect(check(['a.jpg', 'b.jpg'])).toBeUndefined();
    expect(check(Array.from({ length: 51 }, (_, i) => `${i}.jpg`))).toBeDefined();
    expect(catalogue.config.listOptions?.filters).toMatchObject({
      category_ids: { kind: 'reference', reference: 'shop/product-categories' },
      author_ids: { kind: 'reference', reference: 'shop/authors' },
      kind: { kind: 'select' },
    });
    expect(catalogue.config.actions?.[2]).toMatchObject({ id: 'change_categories', refs: 'category_ids' });
    expect(catalogue.config.actions?.[2]?.icon).toBeDefined();
    // a kind with a default is never empty on the form (no empty choice), and an import may leave it out
    expect(catalogue.fields.kind).toMatchObject({ kind: 'select', defaultValue: 'printed_book' });
    expect(catalogue.fields.kind!.required).toBeFalsy();
    expect((catalogue.fields.kind!.validate![1] as { isRequired?: boolean }).isRequired).toBe(true);
    expect(catalogue.messages!.he).toMatchObject({
      actions: { change_categories_done: 'הקטגוריות שונו במוצר אחד |||| הקטגוריות שונו ב־%{smart_count} מוצרים' },
      values: { kind: { ebook: 'ספר אלקטרוני' } },
    });
  });

  it('refuses a name over its limit on the form, worded as the server words it, and sends nothing', async () => {
    const create = vi.fn();
    render(
      <TestMemoryRouter initialEntries={['/test-suppliers/create']}>
        <AdminContext dataProvider={testDataProvider({ create })} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="test-suppliers">
            <GeneratedCreate resource={resource} page={normaliseLayout(['name', 'tier'])} />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.getByLabelText(/^Tier/)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('must have at most 120 characters')).toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();
  });

  it('offers a field written on create only on the create page, shows it as a value on the edit page, and never sends it in a change', async () => {
    const events = resourceFromDefinition(shopEvents);
    expect(events.fields.repeat).toMatchObject({ kind: 'select', createOnly: true });
    expect(events.writableFields).toEqual(expect.arrayContaining(['repeat', 'repeat_until']));
    expect(events.updatableFields).not.toContain('repeat');
    expect(events.updatableFields).not.toContain('repeat_until');
    const eventMessages = { ...en, resources: { events: events.messages!.en } };
    const record = {
      id: 1,
      title: 'Reading club',
      starts_at: '2026-12-01T17:00:00Z',
      ends_at: '2026-12-01T19:00:00Z',
      repeat: 'weekly',
      repeat_until: '2026-12-22',
      status: 'draft',
    };
    render(
      <TestMemoryRouter initialEntries={['/shop/events/1']}>
        <AdminContext
          dataProvider={testDataProvider({ getOne: () => Promise.resolve({ data: record }) as never })}
          i18nProvider={polyglotI18nProvider(() => eventMessages as never, 'en', [{ locale: 'en', name: 'English' }], {
            allowMissing: true,
          })}
        >
          <ResourceContextProvider value="shop/events">
            <EditBase id={1}>
              <GeneratedForm resource={events} page={normaliseLayout(['title', 'repeat'])} canDelete={false} editing />
            </EditBase>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByDisplayValue('Reading club')).toBeInTheDocument();
    expect(screen.getByText('Every week')).toBeInTheDocument();
    expect(document.querySelector('input[name="repeat"]')).toBeNull();
  });

  it('leaves the fields only the server writes off the create page, and shows them with those written on create only on the edit page', () => {
    const payments = resourceFromDefinition(subscriptionPayments);
    expect(payments.config.create).toEqual([
      'subscription_id',
      'amount',
      'status',
      'attempt',
      'provider_reference',
      'failure_reason',
      'paid_at',
    ]);
    expect(payments.config.edit).toEqual(
      expect.arrayContaining(['subscription_id', 'amount', 'attempt', 'person_id', 'receipt_number', 'refunded_at']),
    );
    expect(payments.updatableFields).toEqual(['status', 'provider_reference', 'failure_reason', 'paid_at']);
  });
});
