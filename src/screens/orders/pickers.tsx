// How customers, products and bundles show in the order pickers, and money in agorot as the user's currency text.
import { useLocaleState } from 'react-admin';
import { shekels } from '../../lib/format';
import { fullName } from '../../lib/names';
import type { PickerOption } from './AsyncPicker';
import type { ShippingInfo } from './api';
import { formatPhone } from '../../../definitions/entity/phone';
import { runsAt } from '../../../definitions/entity/running';

/** Agorot shown as shekels in the user's locale. */
export const Money = ({ value }: { value: number }) => {
  const [locale] = useLocaleState();
  return <bdi>{shekels(value, locale)}</bdi>;
};

export const customerOption = (row: Record<string, unknown>): PickerOption => {
  const emails = (row.emails as Array<{ value: string }> | undefined) ?? [];
  const phones = (row.phones as Array<{ value: string }> | undefined) ?? [];
  const name = fullName(row);
  return {
    id: Number(row.id),
    label: name || `#${String(row.id)}`,
    detail: emails[0]?.value ?? (phones[0] ? formatPhone(phones[0].value) : undefined),
    recipient: { name: name || undefined, phone: phones[0]?.value },
  };
};

/** The recipient's fields with the customer's name and phone in those still empty; the rest as they were. */
export const withCustomerRecipient = (info: ShippingInfo, customer: PickerOption | null | undefined): ShippingInfo => {
  const fill = (own: string | undefined, theirs: string | undefined) => (own?.trim() ? own : (theirs ?? own));
  if (!customer?.recipient) return info;
  return {
    ...info,
    name: fill(info.name, customer.recipient.name),
    phone: fill(info.phone, customer.recipient.phone),
  };
};

/** A product's price now: its sale price while the sale runs, as the cart prices it, else its price. */
const priceNow = (row: Record<string, unknown>) =>
  row.sale_price != null && runsAt(row.sale_from as string | null, row.sale_to as string | null, Date.now())
    ? row.sale_price
    : row.price;

export const productOption =
  (locale: string) =>
  (row: Record<string, unknown>): PickerOption => ({
    id: Number(row.id),
    label: String(row.name),
    detail: shekels(Number(priceNow(row)), locale),
  });

/** A bundle with its price; one outside its sale window is shown but cannot be picked (`notRunning` says why). */
export const bundleOption =
  (locale: string, notRunning: string) =>
  (row: Record<string, unknown>): PickerOption => {
    if (!runsAt(row.starts_at as string | null, row.ends_at as string | null, Date.now()))
      return { id: Number(row.id), label: String(row.name), detail: notRunning, disabled: true };
    return {
      id: Number(row.id),
      label: String(row.name),
      detail:
        row.price !== null && row.price !== undefined
          ? shekels(Number(row.price), locale)
          : row.percent_off
            ? `-${String(row.percent_off)}%`
            : undefined,
    };
  };
