import { Labeled, SimpleForm } from 'react-admin';
import type { AppResource } from '../resourceTypes';
import { isWritable } from '../fields';
import { FormChangedElsewhere } from './ChangedElsewhere';
import { FieldInput } from './FieldInput';
import { FormToolbar } from './FormToolbar';
import { PageBody } from './PageBody';
import type { PageSpec } from './pageLayout';
import { RecordField } from './RecordField';
import { UnplacedServerErrors } from './UnplacedServerErrors';

interface Props {
  resource: AppResource;
  page: PageSpec;
  canDelete: boolean;
  /** An edit page: a field written on create only is shown as its value. */
  editing?: boolean;
}

/**
 * The form of a generated create or edit page: inputs in the page's sections and tabs, validated in the app (the
 * browser's own bubbles are off), and a warning before leaving with unsaved changes. Fields a form cannot write
 * (a child table, a computed value, on an edit page one written on create only) are shown as values.
 */
export const GeneratedForm = ({ resource, page, canDelete, editing = false }: Props) => (
  <SimpleForm
    toolbar={<FormToolbar canDelete={canDelete} />}
    sx={{ maxWidth: page.tabs.length > 1 ? 960 : 640 }}
    noValidate
    warnWhenUnsavedChanges
  >
    <FormChangedElsewhere />
    <UnplacedServerErrors />
    <PageBody
      resource={resource}
      page={page}
      renderField={(name) => {
        const spec = resource.fields[name];
        return isWritable(spec) && !(editing && spec.createOnly) ? (
          <FieldInput source={name} spec={spec} />
        ) : (
          <Labeled source={name} fullWidth sx={{ mb: 2 }}>
            <RecordField source={name} spec={spec} />
          </Labeled>
        );
      }}
    />
  </SimpleForm>
);
