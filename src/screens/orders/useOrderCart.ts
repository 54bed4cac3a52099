// The cart of an order being taken: its id kept in the address (?cart=), made on the first change (for the chosen
// customer, with the default shipping), every change's answer shown at once, and placed as an order at the end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { reactAdminKey } from '../../dataProvider/queryKeys';
import {
  cartApi,
  cartKeys,
  orderKeys,
  useCart,
  useCustomerOption,
  useShippingOptions,
  type Cart,
  type PickerOption,
  type ShippingInfo,
} from './api';
import { customerOption, withCustomerRecipient } from './pickers';

export function useOrderCart() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const cartId = params.get('cart') ? Number(params.get('cart')) : null;
  const fromCustomer = params.get('customer_id') ? Number(params.get('customer_id')) : null;
  const [info, setInfo] = useState<ShippingInfo>({});
  // the customer chosen here (or named in the address), whose name and phone fill the recipient's empty fields
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const cart = useCart(cartId);
  const options = useShippingOptions();
  const data = cart.data;
  useEffect(() => {
    if (data) setInfo(withCustomerRecipient(data.shipping_info, chosen));
  }, [data?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (chosen) setInfo((typed) => withCustomerRecipient(typed, chosen));
  }, [chosen]);

  const show = (next: Cart) => {
    queryClient.setQueryData(cartKeys.detail(next.id), next);
    if (next.id !== cartId) setParams((p) => ({ ...Object.fromEntries(p), cart: String(next.id) }), { replace: true });
  };
  /** The cart to change: the one in the address, or a new one for the chosen customer (with the default shipping). */
  const ensureCart = async (customerId: number | null = data?.customer_id ?? fromCustomer): Promise<number> => {
    if (cartId !== null) return cartId;
    const made = await cartApi.create(customerId);
    const preferred = options.data?.items.find((o) => o.is_default);
    const ready = preferred ? await cartApi.shipping(made.id, { shipping_option_id: preferred.id }) : made;
    show(ready);
    return ready.id;
  };
  const change = useMutation({
    mutationFn: async (fn: (id: number) => Promise<Cart>) => fn(await ensureCart()),
    onSuccess: show,
  });
  const chooseCustomer = useMutation({
    mutationFn: async (option: PickerOption) =>
      cartId === null
        ? cartApi.associate(await ensureCart(option.id), option.id)
        : cartApi.associate(cartId, option.id),
    onSuccess: (next, option) => {
      show(next);
      setChosen(option);
    },
  });
  const checkout = useMutation({
    mutationFn: async () => {
      if (!cartId) throw new Error(translate('resources.orders.new.need_items'));
      await cartApi.shippingInfo(cartId, info);
      return cartApi.checkout(cartId);
    },
    onSuccess: (order) => {
      notify(translate('resources.orders.new.placed', { id: order.id }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: reactAdminKey('shop/orders') });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      navigate(fromCustomer ? `/customers/${fromCustomer}/orders/${order.id}` : `/shop/orders/${order.id}`);
    },
  });

  const customerValue: PickerOption | null = data?.customer_id
    ? { id: data.customer_id, label: data.customer_name ?? `#${data.customer_id}` }
    : null;
  const preset = useCustomerOption(fromCustomer, customerOption, fromCustomer !== null && !data?.customer_id);
  useEffect(() => {
    if (preset.data) setChosen((picked) => picked ?? preset.data);
  }, [preset.data]);
  const items = data?.items ?? [];
  const missing = !data?.customer_id && !preset.data ? 'need_customer' : items.length === 0 ? 'need_items' : null;
  const saveInfo = () => {
    if (cartId && JSON.stringify(info) !== JSON.stringify(data?.shipping_info ?? {}))
      change.mutate((id) => cartApi.shippingInfo(id, info));
  };

  return {
    data,
    items,
    shippingOptions: options.data?.items ?? [],
    customer: customerValue ?? preset.data ?? null,
    missing,
    info,
    setInfo,
    saveInfo,
    ensureCart,
    show,
    /** Changes the cart (made first if need be) by a call that answers the changed cart. */
    change: (fn: (id: number) => Promise<Cart>) => change.mutate(fn),
    chooseCustomer: (option: PickerOption) => chooseCustomer.mutate(option),
    checkout,
  };
}

export type OrderCart = ReturnType<typeof useOrderCart>;
