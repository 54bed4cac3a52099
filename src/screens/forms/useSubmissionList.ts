// The submissions page's list: its search (read once typing pauses), date range and page, the page read for them,
// and how the answers are worded; any change of search or dates goes back to the first page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AnswerWords } from '../../../definitions/forms/answers';
import { formatPhone } from '../../../definitions/entity/phone';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { formKeys, submissionKeys, useSubmissions, type SubmissionFilter } from './api';

export function useSubmissionList(id: string) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const search = useDebouncedValue(q, 400);
  const filter: SubmissionFilter = { q: search, from, to };
  const list = useSubmissions(id, filter, page, perPage);
  useEffect(() => setPage(0), [search, from, to]);

  // how answers read on screen and in the export: a phone as the product writes one (as the customers' export does)
  const words: AnswerWords = {
    yes: translate('forms.renderer.yes'),
    no: translate('forms.renderer.no'),
    signature: translate('forms.submissions.signature'),
    phone: formatPhone,
  };
  /** Reads the submissions, the days' counts and the form (its count) again after one is added or deleted. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: submissionKeys.list(id) });
    void queryClient.invalidateQueries({ queryKey: formKeys.of('daily', id) });
    void queryClient.invalidateQueries({ queryKey: formKeys.detail(id) });
  };
  return { q, setQ, from, setFrom, to, setTo, page, setPage, perPage, setPerPage, filter, list, words, refresh };
}

export type SubmissionList = ReturnType<typeof useSubmissionList>;
