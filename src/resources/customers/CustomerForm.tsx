import Box from '@mui/material/Box';
import { SimpleForm, useTranslate } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { FormChangedElsewhere } from '../../engine/views/ChangedElsewhere';
import { FieldInput } from '../../engine/views/FieldInput';
import { FormToolbar } from '../../engine/views/FormToolbar';
import { UnplacedServerErrors } from '../../engine/views/UnplacedServerErrors';
import { customerFields, type CustomerFieldName } from './customerFields';
import { useCustomerSave } from './useCustomerSave';
import { TitledSection } from '../../widgets/page/TitledSection';

const Inputs = ({ names }: { names: CustomerFieldName[] }) => (
  <>
    {names.map((name) => (
      <FieldInput key={name} source={name} spec={customerFields[name]} />
    ))}
  </>
);

/** Two columns from small screens up, one on phones. */
const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%' },
} as const;

/** The repeatable contacts: each list's label reads as a section heading. */
const lists = {
  width: '100%',
  '& .RaArrayInput-root': { mt: 2 },
  '& .RaArrayInput-root .RaArrayInput-label': {
    position: 'static',
    transform: 'none',
    fontSize: '1rem',
    fontWeight: 600,
    mb: 0.5,
  },
  '& .RaArrayInput-root .RaArrayInput-label:not(.Mui-error)': { color: 'text.primary' },
} as const;

/**
 * A customer's details and repeatable contacts, shared by create and edit. Saving looks the e-mails and phones
 * up first and offers to merge into the person who already has one (useCustomerSave).
 */
export const CustomerForm = ({ editedId }: { editedId?: number }) => {
  const translate = useTranslate();
  const { onSubmit, dialog } = useCustomerSave(editedId);
  return (
    <>
      <SimpleForm
        onSubmit={onSubmit as SubmitHandler<FieldValues>}
        toolbar={<FormToolbar canDelete={editedId !== undefined} />}
        sx={{ maxWidth: 960 }}
        noValidate
        warnWhenUnsavedChanges
      >
        <FormChangedElsewhere />
        <UnplacedServerErrors />
        <TitledSection title={translate('resources.customers.sections.details')}>
          <Box sx={grid}>
            <Inputs names={['first_name', 'last_name', 'national_id', 'roles']} />
          </Box>
        </TitledSection>
        <Box sx={lists}>
          <Inputs names={['phones', 'emails', 'addresses']} />
        </Box>
      </SimpleForm>
      {dialog}
    </>
  );
};
