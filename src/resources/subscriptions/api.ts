// A subscription's own reads and actions beyond its record (server/src/routes/billing.ts and the subscription's
// routes), on react-query under the `subscription` keys: its next charge, its history, charging it now, moving its
// status and changing its option. Each read names the record's version, so a change to the record reads it again.
import { useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '../../../definitions/wire/api';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';

export const subscriptionKeys = queryKeysOf('subscription');

/** What the page knows of the subscription: its id, and what changes when it moves (status, period). */
interface Version {
  id: number;
  status?: string;
  current_period_end?: string;
}

export type NextCharge = ApiAnswer<'/api/subscription/{id}/next_charge'>;
export type Charged = ApiAnswer<'/api/subscription_payment/charge_subscription/{id}', 'post'>;
export type SubscriptionHistory = ApiAnswer<'/api/subscription/{id}/history'>;
export type StatusMove = ApiBody<'/api/subscription/{id}/status', 'post'>;
export type OptionChange = ApiBody<'/api/subscription/{id}/change_option', 'post'>;
export type OptionChanged = ApiAnswer<'/api/subscription/{id}/change_option', 'post'>;

type Options<T, V> = Omit<UseMutationOptions<T, Error, V>, 'mutationFn'>;

/** The period a charge now would take, its amount, and whether it is due yet. */
export const useNextCharge = ({ id, status, current_period_end }: Version) =>
  useQuery({
    queryKey: subscriptionKeys.detail(id, 'next-charge', status, current_period_end),
    queryFn: () => http.get<NextCharge>(`/subscription/${id}/next_charge`),
  });

/** Status moves and money moved, newest first, and the statuses it may move to. */
export const useSubscriptionHistory = (subscription: Version | undefined) =>
  useQuery({
    queryKey: subscriptionKeys.detail(
      subscription?.id,
      'history',
      subscription?.status,
      subscription?.current_period_end,
    ),
    queryFn: () => http.get<SubscriptionHistory>(`/subscription/${subscription!.id}/history`),
    enabled: Boolean(subscription),
  });

/** Charges the named period now (the same period again answers the first payment, never a second charge). */
export const useChargeNow = (id: number, options: Options<Charged, NextCharge>) =>
  useMutation({
    mutationFn: (period: NextCharge) =>
      http.post<Charged>(`/subscription_payment/charge_subscription/${id}`, {
        period_start: period.period_start,
        early: !period.due,
      }),
    ...options,
  });

/** Moves the subscription to another status, with a note. */
export const useMoveStatus = (id: number | undefined, options: Options<unknown, StatusMove>) =>
  useMutation({ mutationFn: (move: StatusMove) => http.post(`/subscription/${id}/status`, move), ...options });

/** Moves the subscription to another option, prorated or not. */
export const useChangeOption = (id: number, options: Options<OptionChanged, OptionChange>) =>
  useMutation({
    mutationFn: (change: OptionChange) => http.post<OptionChanged>(`/subscription/${id}/change_option`, change),
    ...options,
  });
