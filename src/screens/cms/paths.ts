import type { Page } from './api';

/** The editor of a page: popups have their own (with the popup settings). */
export const editorPath = (page: Pick<Page, 'id' | 'kind'>) =>
  `/cms/${page.kind === 'popup' ? 'popups' : 'pages'}/${page.id}`;
