// The settings of the chosen element: for a field inside a row or a repeating group, first the way down to it
// (each container a link that chooses it), then the element's own settings. With nothing chosen, a hint to choose.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FormElement, FormSchema } from '../../../definitions/forms/rules';
import { childIdsTaken, earlierFields, type ElementPath, type Located } from './builderTree';
import { elementName } from './ElementList';
import { ElementSettings } from './ElementSettings';
import type { ElementSelection } from './useElementSelection';

export function SelectedElementPanel({
  formName,
  schema,
  selection,
  found,
  onSelect,
  onChange,
  onMove,
}: {
  formName: string;
  schema: FormSchema;
  selection: ElementSelection | null;
  /** The chosen element in the schema, if it is there. */
  found: Located | undefined;
  onSelect: (path: ElementPath) => void;
  onChange: (element: FormElement) => void;
  /** Moves a step's element to another step. */
  onMove: (step: number) => void;
}) {
  const translate = useTranslate();
  if (!found || !selection)
    return (
      <Card sx={{ p: 2 }}>
        <Typography color="text.secondary">{translate('forms.builder.select_element')}</Typography>
      </Card>
    );
  const { path } = selection;
  return (
    <Card sx={{ p: 2 }}>
      {found.container && (
        <Breadcrumbs sx={{ mb: 2 }} aria-label={translate('forms.builder.inside')}>
          {found.containers.map((container, depth) => (
            <MuiLink
              key={container.id}
              component="button"
              type="button"
              variant="body2"
              onClick={() => onSelect(path.slice(0, depth + 1))}
            >
              {elementName(container)}
            </MuiLink>
          ))}
          <Typography variant="body2" color="text.primary">
            {elementName(found.element)}
          </Typography>
        </Breadcrumbs>
      )}
      <ElementSettings
        key={selection.serial}
        formName={formName}
        element={found.element}
        earlier={earlierFields(schema, found)}
        steps={schema.steps}
        stepIndex={found.position.step}
        onChange={onChange}
        onMove={found.container ? undefined : onMove}
        container={found.container}
        onSelectChild={(id) => onSelect([...path, id])}
        childTaken={childIdsTaken(schema, found)}
      />
    </Card>
  );
}
