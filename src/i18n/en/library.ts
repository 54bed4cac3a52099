/** The library app's screens beside its resources. */
export default {
  library: {
    customer: {
      grant: 'Give an item',
      item: 'Item',
      reason: 'Why',
      reasons: { bought: 'Bought', subscription: 'Subscription', gift: 'Gift' },
      none: 'Nothing in this library yet.',
      granted: 'The item is in the library',
      removed: 'The item was taken out of the library',
      remove: 'Take "%{title}" out of the library',
      remove_title: 'Take "%{title}" out of the library?',
      remove_content: 'The reader loses the item and their progress in it.',
      granted_on: '%{date} by %{name}',
      granted_on_date: 'Added %{date}',
      progress: 'Progress',
      not_opened: 'Not opened yet',
    },
    sort: {
      help: 'Drag a row by its handle, or move it from the keyboard: Tab to the handle, Space to lift, the arrows to move, Space to drop. Each move is saved at once.',
      handle: 'Move %{name} (place %{position} of %{count})',
      saved: 'The new order is saved',
      undo: 'Undo',
      undone: 'The order is back as it was',
      failed: 'The order could not be saved; it is back as it was',
    },
    preview: {
      top_ads: 'Ads at the top',
      ad: 'Ad',
      title: 'App home preview',
      on: 'As on',
      help: 'What the app shows on its home screen: featured categories with their published items, active collections and running ads. Pick a date to see scheduled ads.',
      empty: 'Nothing to show: feature a category with published items, or turn a collection on.',
    },
  },
};
