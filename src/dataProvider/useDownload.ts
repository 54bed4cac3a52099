// The one way a screen saves a file the API makes (a receipt's PDF): read in the admin's language, saved under the
// name given, pending while it comes; a failure is reported like any other call's.
import { useMutation } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { saveBlob } from './http';

export type FileLanguage = 'he' | 'en';

/** `mutate(filename)` reads the file by `read` in the admin's language and saves it. */
export function useDownload(read: (lang: FileLanguage) => Promise<Blob>) {
  const [locale] = useLocaleState();
  return useMutation({
    mutationFn: async (filename: string) => saveBlob(await read(locale === 'en' ? 'en' : 'he'), filename),
  });
}
