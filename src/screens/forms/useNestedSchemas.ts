// The schemas the builder's live preview needs for its bagelforms: those the server sent with the saved form, and
// for a nested form chosen since (not saved yet) its own definition, read at once, with the forms it nests in turn.
// A form that cannot be read is left out: the preview says so in its place.
import { useQueries } from '@tanstack/react-query';
import { nestedFormNames, type FormSchema } from '../../../definitions/forms/rules';
import { http } from '../../dataProvider/http';
import { formKeys, type FormRecord } from './api';

export function useNestedSchemas(
  schema: FormSchema,
  known: Record<string, FormSchema> = {},
): Record<string, FormSchema> {
  const missing = nestedFormNames(schema).filter((name) => !(name in known));
  return useQueries({
    queries: missing.map((name) => ({
      queryKey: formKeys.of('nested', name),
      queryFn: () => http.get<FormRecord>(`/form/${encodeURIComponent(name)}/definition`, { silent: true }),
      staleTime: 60_000,
      retry: false,
    })),
    combine: (results) => {
      const found: Record<string, FormSchema> = { ...known };
      for (const { data } of results) if (data) Object.assign(found, data.nested, { [data.name]: data.schema });
      return found;
    },
  });
}
