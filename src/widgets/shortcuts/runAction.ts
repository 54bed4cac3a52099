import type { ShortcutAction } from './registry';

const inMain = <T extends Element>(selector: string): T | null =>
  document.querySelector<T>(`#main-content ${selector}`);

/** Focuses the open list's search box; false when the page has none. */
function focusSearch(): boolean {
  const box = inMain<HTMLInputElement>('input[name="q"]') ?? inMain<HTMLInputElement>('input[type="search"]');
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}

/** Follows the page's own create button (shown only where the user may create); false when there is none. */
function openCreate(): boolean {
  const link = inMain<HTMLAnchorElement>('a[href$="/create"]');
  link?.click();
  return Boolean(link);
}

/** Presses the save button of the form being edited (or the page's form); false when there is no form. */
function saveForm(): boolean {
  const active = document.activeElement;
  const form = (active instanceof Element ? active.closest('form') : null) ?? inMain<HTMLFormElement>('form');
  if (!form) return false;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) {
    if (!button.disabled) button.click();
  } else {
    form.requestSubmit();
  }
  return true;
}

/** Follows the record page's previous / next link (RecordNav); false when there is none. */
function stepRecord(which: 'previous' | 'next'): boolean {
  const link = inMain<HTMLAnchorElement>(`a[data-record-nav="${which}"]`);
  link?.click();
  return Boolean(link);
}

/**
 * Runs a page action; `go` and `help` need React (navigation, the cheat sheet) and are the caller's. Returns whether
 * the key was used (then its default, such as the browser's own save dialog, is prevented).
 */
export function runPageAction(action: ShortcutAction): boolean {
  switch (action.type) {
    case 'search':
      return focusSearch();
    case 'create':
      return openCreate();
    case 'save':
      return saveForm();
    case 'previous':
    case 'next':
      return stepRecord(action.type);
    default:
      return false;
  }
}
