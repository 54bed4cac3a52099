/** The notification center and the bell. */
export default {
  notifications: {
    title: 'Notifications',
    bell: 'Notifications: none new |||| Notifications: %{smart_count} unread',
    all: 'All',
    unread_only: 'Unread (%{smart_count})',
    kind: 'Kind',
    all_kinds: 'All kinds',
    read_all: 'Mark all read',
    mark_read: 'Mark as read',
    mark_unread: 'Mark as unread',
    empty: 'No notifications.',
    open: 'Open',
    jobs: { billing_run: 'The billing run', cms_publish: 'Scheduled website publishing' },
    preferences: {
      title: 'Notifications',
      hint: 'Which notifications show on the bell, and which also come by e-mail.',
      in_app: 'In the app',
      email: 'By e-mail',
      saved: 'Preferences saved',
    },
    kinds: {
      inquiry_new: { label: 'New inquiry', text: 'New inquiry from %{from}: %{subject}' },
      inquiry_assigned: { label: 'Inquiry assigned to you', text: '%{by} assigned you the inquiry: %{subject}' },
      payment_failed: { label: 'Failed payment', text: 'Payment failed: %{customer}, %{amount} (%{reason})' },
      payment_unmatched: {
        label: 'Possible double payment',
        text: 'Paid twice? %{customer} paid %{amount} on PayPlus (reference %{reference}) for something already paid. Check it and refund the money if need be.',
      },
      import_finished: { label: 'Import finished', text: 'The import finished: %{count} records written' },
      job_finished: { label: 'Scheduled job finished', text: '%{job} finished: %{count}' },
      note_mention: { label: 'Mention in a note', text: '%{by} mentioned you in a note: %{excerpt}' },
    },
  },
};
