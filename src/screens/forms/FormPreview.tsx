// The live preview of the form being built, in the chosen language and at desktop or phone width. It starts afresh
// with each change of the schema, and is hidden while the schema has problems.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FormSchema } from '../../../definitions/forms/rules';
import { FormRenderer } from '../../forms/FormRenderer';
import { PreviewLanguage } from '../../forms/PreviewLanguage';
import { locales } from '../../i18n/locales';
import type { FormSettings } from './api';
import type { PreviewOptions } from './usePreviewOptions';

export function FormPreview({
  schema,
  nested,
  settings,
  hidden,
  options,
}: {
  schema: FormSchema;
  /** The schemas of the forms it nests, by name. */
  nested: Record<string, FormSchema>;
  settings: FormSettings;
  hidden: boolean;
  options: PreviewOptions;
}) {
  const translate = useTranslate();
  const phone = options.width === 'phone';
  return (
    <Card sx={{ p: 2, position: { md: 'sticky' }, top: { md: 72 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('forms.builder.preview')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={options.locale}
          onChange={(_, v) => v && options.setLocale(v)}
          aria-label={translate('forms.builder.preview_language')}
        >
          {locales.map(({ locale, name }) => (
            <ToggleButton key={locale} value={locale}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={options.width} onChange={(_, v) => v && options.setWidth(v)}>
          <ToggleButton value="desktop">{translate('forms.builder.preview_desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('forms.builder.preview_phone')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        data-testid="form-preview"
        sx={{
          mx: 'auto',
          maxWidth: phone ? 390 : '100%',
          border: phone ? 1 : 0,
          borderColor: 'divider',
          borderRadius: 2,
          p: phone ? 1.5 : 0,
        }}
      >
        {!hidden && (
          <PreviewLanguage locale={options.locale}>
            <FormRenderer
              key={JSON.stringify(schema)}
              schema={schema}
              nested={nested}
              stepValidation={settings.step_validation}
              onSubmit={async () => undefined}
              successMessage={settings.success_message}
            />
          </PreviewLanguage>
        )}
      </Box>
    </Card>
  );
}
