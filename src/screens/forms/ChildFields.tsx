// The fields inside a row container or a repeating group, in the builder: listed, reordered by drag, added by kind
// and deleted here; choosing one opens it in the same settings panel as a step's element (FormBuilderPage). A row's
// fields answer on their own (ids shared with the form, or with the item of the group the row is in); a group's answer
// once per item (ids of their own), and a group may hold rows.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ElementKind, FormElement } from '../../../definitions/forms/rules';
import { newElement } from './builderTree';
import { ElementList } from './ElementList';

interface Props {
  elements: FormElement[];
  onChange(elements: FormElement[]): void;
  /** Ids used elsewhere in the fields' scope (a row's fields share the form's ids; a group's only their item's). */
  taken: Set<string>;
  /** Opens a field in the settings panel. */
  onSelect(id: string): void;
  /** The kinds a field here may be (builderTree.childKinds). */
  kinds: ElementKind[];
}

export function ChildFields({ elements, onChange, taken, onSelect, kinds }: Props) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const title = translate('forms.builder.element.fields');
  const add = (kind: ElementKind) => {
    const child = newElement(kind, new Set([...taken, ...elements.map((e) => e.id)]), (k) =>
      translate('forms.builder.new_label', { kind: translate(`forms.kinds.${k}`) }),
    );
    setMenu(null);
    onChange([...elements, child]);
    onSelect(child.id);
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ElementList
        elements={elements}
        label={title}
        onSelect={onSelect}
        onRemove={(id) => onChange(elements.filter((e) => e.id !== id))}
        onReorder={onChange}
      />
      <Button size="small" startIcon={<Add />} onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu">
        {translate('forms.builder.element.add_field')}
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {kinds.map((kind) => (
          <MenuItem key={kind} onClick={() => add(kind)}>
            {translate(`forms.kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
