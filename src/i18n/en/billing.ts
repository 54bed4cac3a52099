/** Charging due subscriptions (issue 19). */
export default {
  billing: {
    title: 'Subscription charges',
    intro: 'The server charges subscriptions that are due on its own, every hour. Here you see what awaits charging and can charge now.',
    due: 'One subscription is due (%{amount}) |||| %{smart_count} subscriptions are due (%{amount})',
    run: 'Charge now',
    progress: 'Charging progress',
    running: 'Charging… %{done} of %{due}',
    finished: 'Done: %{charged} charged, %{failed} failed, %{ended} ended',
    run_failed: 'The run stopped halfway: %{charged} charged, %{failed} failed. Running again continues from there without charging twice.',
    failed_hint: 'One charge failed: the subscription is past due and is retried in a day |||| %{smart_count} charges failed: the subscriptions are past due and are retried in a day',
    runs: 'Latest runs',
    no_runs: 'No runs yet',
    columns: { started_at: 'Started', kind: 'Kind', due: 'Due', charged: 'Charged', failed: 'Failed', ended: 'Ended', status: 'Status' },
    kinds: { auto: 'Automatic', manual: 'By hand' },
    statuses: { running: 'Running', finished: 'Finished', failed: 'Stopped' },
    reasons: { card_declined: 'Card declined', no_payment_method: 'No stored payment method', cancel_at_period_end: 'Cancelled at period end' },
    charge_now: 'Charge now',
    charged: 'Charged: receipt number %{receipt}',
    charge_failed: 'The charge failed: %{reason}',
    charge_skipped: 'Nothing to charge on this subscription now',
  },
};
