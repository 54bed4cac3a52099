import LinearProgress from '@mui/material/LinearProgress';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import type { FieldComponentProps } from '../../engine/fields';
import { keyOf, useCatalogue } from './useCatalogue';

/** The bespoke screens the role opens (the first: all of them). */
export const ScreensInput = ({ source, label }: FieldComponentProps) => {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  if (!catalogue.data) return <LinearProgress aria-label={translate('resources.roles.matrix.loading')} />;
  const choices = ['*', ...catalogue.data.screens].map((screen) => ({
    id: screen,
    name: translate(`resources.roles.screens_names.${keyOf(screen)}`, { _: screen }),
  }));
  return (
    <CheckboxGroupInput source={source} label={label} choices={choices} translateChoice={false} defaultValue={[]} />
  );
};
