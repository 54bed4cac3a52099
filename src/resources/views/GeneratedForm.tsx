import { SimpleForm } from 'react-admin';
import type { AppResource } from '../defineResource';
import { FieldInput } from './FieldInput';
import { FormToolbar } from './FormToolbar';

interface Props {
  resource: AppResource;
  inputs: string[];
  canDelete: boolean;
}

/** The inputs of a resource, one under the other. */
export const GeneratedForm = ({ resource, inputs, canDelete }: Props) => (
  <SimpleForm toolbar={<FormToolbar canDelete={canDelete} />} sx={{ maxWidth: 640 }}>
    {inputs.map((name) => (
      <FieldInput key={name} source={name} spec={resource.fields[name]} />
    ))}
  </SimpleForm>
);
