// The form being built: read from the server, copied into a draft that every edit replaces, and saved whole (a
// changed schema makes a new version on the server). The draft is dirty while it differs from the saved form; a
// save's field errors are kept by path ("title", "settings.closes_at") for the inputs that show them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { isApiError } from '../../dataProvider/errors';
import { reactAdminKey } from '../../dataProvider/queryKeys';
import { formKeys, formsApi, useFormRecord, type FormRecord, type FormSettings } from './api';

export type Draft = Pick<FormRecord, 'title' | 'name' | 'description' | 'schema'> & { settings: FormSettings };

const draftOf = (form: FormRecord): Draft => ({
  title: form.title,
  name: form.name,
  description: form.description,
  schema: form.schema,
  settings: form.settings,
});

export function useFormDraft(id: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useFormRecord(id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (form.data && draft === null) setDraft(draftOf(form.data));
  }, [form.data, draft]);

  const dirty = useMemo(
    () => draft !== null && form.data !== undefined && JSON.stringify(draft) !== JSON.stringify(draftOf(form.data)),
    [draft, form.data],
  );

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setFieldErrors({});
    try {
      const saved = await formsApi.save(id, draft);
      queryClient.setQueryData(formKeys.detail(id), saved);
      setDraft(draftOf(saved));
      void queryClient.invalidateQueries({ queryKey: reactAdminKey('forms') });
      void queryClient.invalidateQueries({ queryKey: formKeys.of('names') });
      notify('forms.builder.saved', { type: 'success', messageArgs: { version: saved.version } });
    } catch (error) {
      if (isApiError(error))
        setFieldErrors(Object.fromEntries(error.fieldMessages.map((m) => [m.path.join('.'), m.message])));
    } finally {
      setSaving(false);
    }
  };

  return { form, draft, setDraft, dirty, saving, fieldErrors, save };
}
