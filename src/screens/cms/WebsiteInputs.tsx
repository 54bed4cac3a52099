import { required, SelectInput, TextInput, useTranslate } from 'react-admin';

/** A website's name, domain and default language: in the new-website dialog and at the top of its settings. */
export function WebsiteInputs({ autoFocus }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="name"
        label={translate('cms.website.name')}
        validate={required()}
        fullWidth
        autoFocus={autoFocus}
      />
      <TextInput
        source="domain"
        label={translate('cms.website.domain')}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <SelectInput
        source="default_language"
        label={translate('cms.website.default_language')}
        choices={[
          { id: 'he', name: translate('cms.website.languages.he') },
          { id: 'en', name: translate('cms.website.languages.en') },
        ]}
        validate={required()}
      />
    </>
  );
}
