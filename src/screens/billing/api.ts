// Billing's reads and writes (server/src/routes/billing.ts), on react-query under the `billing` keys: what is due,
// the charge runs, a payment's receipt, the subscription figures and a payment link. The shapes are the server's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiAnswer, ApiBody } from '../../../definitions/wire/api';
import { http, requestBlob } from '../../dataProvider/http';
import type { FileLanguage } from '../../dataProvider/useDownload';
import { queryKeysOf } from '../../dataProvider/queryKeys';

export const billingKeys = queryKeysOf('billing');

export type ChargeRun = ApiAnswer<'/api/subscription_payment/charge_runs/{key}'>;
export type Receipt = ApiAnswer<'/api/subscription_payment/{id}/receipt'>;
export type SubscriptionMetrics = ApiAnswer<'/api/subscription_payment/metrics'>;
export type PaymentRequest = ApiAnswer<'/api/subscription_payment/payment_request', 'post'>;

/** How many subscriptions are due and what they come to. */
export const useDue = () =>
  useQuery({
    queryKey: billingKeys.of('due'),
    queryFn: () => http.get<ApiAnswer<'/api/subscription_payment/due'>>('/subscription_payment/due'),
  });

/** The latest charge runs. */
export const useChargeRuns = () =>
  useQuery({
    queryKey: billingKeys.list('runs'),
    queryFn: () => http.get<ApiAnswer<'/api/subscription_payment/charge_runs'>>('/subscription_payment/charge_runs'),
  });

/** One charge run, read again twice a second while it runs; when it ends, what is due and the runs are read again. */
export function useChargeRun(invocationKey: string | null) {
  const queryClient = useQueryClient();
  const run = useQuery({
    queryKey: billingKeys.detail('run', invocationKey),
    queryFn: () => http.get<ChargeRun>(`/subscription_payment/charge_runs/${invocationKey}`),
    enabled: invocationKey !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 500 : false),
  });
  const ended = run.data && run.data.status !== 'running' ? run.data.invocation_key : null;
  useEffect(() => {
    if (ended === null) return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.of('due') });
    void queryClient.invalidateQueries({ queryKey: billingKeys.list('runs') });
  }, [ended, queryClient]);
  return run;
}

/** Starts charging every due subscription now, under a key of its own (the same key twice charges nobody twice). */
export const useStartChargeRun = (onStarted: (run: ChargeRun) => void) =>
  useMutation({
    mutationFn: () =>
      http.post<ChargeRun>('/subscription_payment/charge_scheduled_subscriptions', {
        invocation_key: `manual-${crypto.randomUUID()}`,
      }),
    onSuccess: onStarted,
  });

/** A payment's receipt. */
export const useReceipt = (paymentId: string | undefined) =>
  useQuery({
    queryKey: billingKeys.detail('receipt', paymentId),
    queryFn: () => http.get<Receipt>(`/subscription_payment/${paymentId}/receipt`),
  });

/** A payment's receipt as the server's PDF, in a language. */
export const receiptPdf = (paymentId: string | undefined, lang: FileLanguage) =>
  requestBlob(`/subscription_payment/${paymentId}/receipt.pdf`, { query: { lang } });

/** Subscribers, monthly recurring revenue and the last 30 days' comings and goings (home reads them once a minute). */
export const useSubscriptionMetrics = () =>
  useQuery({
    queryKey: billingKeys.of('metrics'),
    queryFn: () => http.get<SubscriptionMetrics>('/subscription_payment/metrics'),
    staleTime: 60_000,
  });

/** Makes a hosted payment page for a subscription's next charge or an open order. */
export const usePaymentRequest = (body: ApiBody<'/api/subscription_payment/payment_request', 'post'>) =>
  useMutation({ mutationFn: () => http.post<PaymentRequest>('/subscription_payment/payment_request', body) });
