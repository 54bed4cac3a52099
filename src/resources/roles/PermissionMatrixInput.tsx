import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import type { FieldComponentProps } from '../../engine/fields';
import { keyOf, useCatalogue } from './useCatalogue';

type Permissions = Record<string, string[]>;

/** The role's permissions as a table: a row per resource (the first: all of them), a checkbox per action. */
export const PermissionMatrixInput = ({ source }: FieldComponentProps) => {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const { field } = useInput({ source, defaultValue: {} });
  const value = (field.value ?? {}) as Permissions;
  if (!catalogue.data) return <LinearProgress aria-label={translate('resources.roles.matrix.loading')} />;
  const { actions } = catalogue.data;
  const resources = ['*', ...catalogue.data.resources];
  const resourceName = (resource: string) =>
    translate(`resources.roles.resource_names.${keyOf(resource)}`, { _: resource });
  const actionName = (action: string) => translate(`resources.roles.actions_names.${action}`, { _: action });

  const toggle = (resource: string, action: string, on: boolean) => {
    const current = value[resource] ?? [];
    const next = on ? actions.filter((a) => a === action || current.includes(a)) : current.filter((a) => a !== action);
    const { [resource]: _dropped, ...others } = value;
    field.onChange(next.length ? { ...others, [resource]: next } : others);
  };

  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {translate('resources.roles.matrix.caption')}
      </Typography>
      <Table size="small" aria-label={translate('resources.roles.fields.permissions')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.roles.matrix.resource')}
            </TableCell>
            {actions.map((action) => (
              <TableCell key={action} component="th" scope="col" align="center">
                {actionName(action)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {resources.map((resource) => (
            <TableRow key={resource} hover>
              <TableCell component="th" scope="row">
                {resourceName(resource)}
              </TableCell>
              {actions.map((action) => (
                <TableCell key={action} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={value[resource]?.includes(action) ?? false}
                    onChange={(event) => toggle(resource, action, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${resourceName(resource)}: ${actionName(action)}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
