import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../i18n/en';
import coupons from '../coupons';
import promotions from './index';

const i18nProvider = polyglotI18nProvider(() => en as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
const { display: CouponValue, input: CouponValueInput } = coupons.fields.discount_value;
const { display: PromotionValue } = promotions.fields.value;

/** What the display shows once it has loaded (it is loaded with the screen that shows it, not up front). */
async function shown(
  Display: NonNullable<typeof CouponValue>,
  record: Record<string, unknown>,
  source: string,
): Promise<string | null> {
  const { container, unmount } = render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <Display source={source} />
      </RecordContextProvider>
    </AdminContext>,
  );
  await waitFor(() => expect(container.textContent).not.toBe(''));
  const text = container.textContent;
  unmount();
  return text;
}

describe("a discount's value", () => {
  it('reads an amount off in shekels with two decimals, as the minimum order beside it', async () => {
    expect(await shown(CouponValue!, { discount_kind: 'amount_off', discount_value: 2500 }, 'discount_value')).toBe(
      '₪25.00',
    );
    expect(await shown(PromotionValue!, { kind: 'amount_off', value: 1990 }, 'value')).toBe('₪19.90');
  });

  it('reads a percentage as one', async () => {
    expect(await shown(CouponValue!, { discount_kind: 'percent_off', discount_value: 15 }, 'discount_value')).toBe(
      '15%',
    );
  });

  it('is typed in shekels for an amount off', async () => {
    const Input = CouponValueInput!;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ResourceContextProvider value="shop/coupons">
          <Form record={{ id: 1, discount_kind: 'amount_off', discount_value: 2500 }}>
            <Input source="discount_value" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByDisplayValue('25.00')).toBeTruthy();
  });
});
