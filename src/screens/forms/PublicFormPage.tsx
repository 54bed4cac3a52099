// A form on its public page (/f/:name): no admin chrome, no sign-in, embeddable in the business's website. On
// success it tells the window around it and follows the form's redirect if it has one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../dataProvider/errors';
import { FormRenderer } from '../../forms/FormRenderer';
import type { Answers } from '../../../definitions/forms/rules';
import { LocaleSwitch } from '../../widgets/locale/LocaleSwitch';
import { formUploader, sendPublicForm, usePublicForm } from './api';

/** The message a form's page posts to its parent window after a successful send. */
export const FORM_SUCCESS_MESSAGE = 'form:success';

export default function PublicFormPage() {
  const { name = '' } = useParams();
  const translate = useTranslate();
  const form = usePublicForm(name);
  const uploader = useMemo(() => formUploader(name), [name]);
  useEffect(() => {
    if (form.data) document.title = form.data.title;
  }, [form.data]);

  const sent = (values: Answers) => {
    if (window.parent !== window)
      window.parent.postMessage({ type: FORM_SUCCESS_MESSAGE, form: name, data: values }, '*');
    if (form.data?.redirect_url) window.location.assign(form.data.redirect_url);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 1, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LocaleSwitch />
        </Box>
        <Paper sx={{ p: { xs: 2, sm: 4 } }} elevation={1}>
          {form.isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          )}
          {form.isError && (
            <Alert severity="error">
              {isApiError(form.error) && form.error.status === 404
                ? translate('forms.renderer.not_found')
                : form.error.message}
            </Alert>
          )}
          {form.data && (
            <>
              <Typography variant="h5" component="h1" gutterBottom>
                {form.data.title}
              </Typography>
              {form.data.description && (
                <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                  {form.data.description}
                </Typography>
              )}
              {form.data.open ? (
                <FormRenderer
                  schema={form.data.schema}
                  nested={form.data.nested}
                  upload={uploader}
                  stepValidation={form.data.step_validation}
                  successMessage={form.data.success_message}
                  onSubmit={async (data) => {
                    await sendPublicForm(name, data);
                  }}
                  onSuccess={sent}
                />
              ) : (
                <Alert severity="info">{translate('forms.renderer.closed')}</Alert>
              )}
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
