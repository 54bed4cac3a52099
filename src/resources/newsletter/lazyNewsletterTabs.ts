import { lazyPart } from '../../engine/lazy';

/** The newsletter screens' tabs, loaded with the first list that shows them (not part of the sign-in page). */
export const NewsletterTabs = lazyPart(() =>
  import('../../screens/newsletter/NewsletterTabs').then((m) => m.NewsletterTabs),
);
