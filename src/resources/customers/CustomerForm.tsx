import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleForm, useTranslate } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { FieldInput } from '../views/FieldInput';
import { FormToolbar } from '../views/FormToolbar';
import { customerFields, type CustomerFieldName } from './customerFields';
import { useCustomerSave } from './useCustomerSave';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

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

/**
 * A customer's details and repeatable contacts, shared by create and edit. Saving looks the e-mails and phones
 * up first and offers to merge into the person who already has one (useCustomerSave).
 */
export const CustomerForm = ({ editedId }: { editedId?: number }) => {
  const { onSubmit, dialog } = useCustomerSave(editedId);
  return (
    <>
      <SimpleForm
        onSubmit={onSubmit as SubmitHandler<FieldValues>}
        toolbar={<FormToolbar canDelete={editedId !== undefined} />}
        sx={{ maxWidth: 960 }}
      >
        <Section title="resources.customers.sections.details">
          <Box sx={grid}>
            <Inputs names={['first_name', 'last_name', 'national_id', 'roles']} />
          </Box>
        </Section>
        <Section title="resources.customers.sections.contacts">
          <Inputs names={['phones', 'emails']} />
        </Section>
        <Section title="resources.customers.sections.addresses">
          <Inputs names={['addresses']} />
        </Section>
      </SimpleForm>
      {dialog}
    </>
  );
};
