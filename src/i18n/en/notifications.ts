/** The notification center and the bell (issue 24). */
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
    kinds: {
      inquiry_new: { label: 'New inquiry', text: 'New inquiry from %{from}: %{subject}' },
      inquiry_assigned: { label: 'Inquiry assigned to you', text: '%{by} assigned you the inquiry: %{subject}' },
    },
  },
};
