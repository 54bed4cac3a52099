import type { AppResource } from '../../resourceTypes';
import type { PageSpec } from '../pageLayout';
import { HistoryPanel } from './HistoryPanel';

/** A record's page with a History tab after its own (a page of one unnamed tab calls that one "Details"). */
export function withHistoryTab(page: PageSpec, resource: AppResource): PageSpec {
  if (!resource.api.history || page.tabs.some((tab) => tab.id === 'history')) return page;
  const tabs = page.tabs.length === 1 && page.tabs[0].id === '' ? [{ ...page.tabs[0], id: 'details' }] : page.tabs;
  return { tabs: [...tabs, { id: 'history', sections: [], component: HistoryPanel }] };
}
