// The records a page's later rows refer to, asked for with the first rows' own. A list draws its first rows at once
// and the rest after (./firstRowsFirst.tsx); each reference cell asks for its record as it mounts, so the later rows'
// records came in a second request once they were drawn. They are asked for here as the page comes
// (../referencesAhead.ts); a page asked ahead of its list had all its rows' asked for already.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { FieldSpec } from '../fields';
import { askReferencesAhead } from '../referencesAhead';
import { FIRST_ROWS } from './firstRowsFirst';

interface Props {
  /** The list's columns shown, by field name. */
  columns: string[];
  fields: Record<string, FieldSpec>;
}

/** Asks for the records the page's rows past the first screenful refer to; draws nothing. */
export const ReferencesAhead = ({ columns, fields }: Props) => {
  const { data } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  useEffect(
    () => askReferencesAhead({ rows: data?.slice(FIRST_ROWS) ?? [], columns, fields, dataProvider, queryClient }),
    [data, columns, fields, dataProvider, queryClient],
  );
  return null;
};
