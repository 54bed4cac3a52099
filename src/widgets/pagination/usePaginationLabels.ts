import { useTranslate } from 'react-admin';
import type { PaginationProps } from './Pagination';

/** The pagination widget's words in the reader's language (inputs.pagination.*). */
export function usePaginationLabels(): PaginationProps['labels'] {
  const translate = useTranslate();
  return {
    navigation: translate('inputs.pagination.navigation'),
    previous: translate('inputs.pagination.previous'),
    next: translate('inputs.pagination.next'),
    page: (n) => translate('inputs.pagination.page', { page: n }),
    perPage: translate('inputs.pagination.per_page'),
  };
}
