// "Arrange" above the categories list: every category in the app's order, dragged (or moved from the
// keyboard) into a new one; each drop is saved at once in one transaction (PUT library/category_order), the list and
// the app-home preview follow, and the toast offers to undo.
import SwapVert from '@mui/icons-material/SwapVert';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { Button, useRefresh, useTranslate } from 'react-admin';
import { SortableList } from '../../screens/library/SortableList';
import { useCategoryOrder, useHomeChanged } from '../../screens/library/api';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';

function CategoryOrder() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { categories, save } = useCategoryOrder();
  const homeChanged = useHomeChanged();
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const rows = (categories.data ?? []).map((c) => ({
    id: c.id,
    label: c.name,
    secondary: (
      <>
        {c.featured ? (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={translate('resources.categories.order.featured')}
            sx={{ marginInlineEnd: 1 }}
          />
        ) : null}
        {c.parent_id ? translate('resources.categories.order.under', { name: names.get(c.parent_id) ?? '' }) : null}
      </>
    ),
  }));
  return (
    <SortableList
      rows={rows}
      label={translate('resources.categories.order.title')}
      save={save}
      onSaved={() => {
        refresh();
        homeChanged();
      }}
    />
  );
}

export function CategoryOrderButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.categories.order.open" onClick={() => setOpen(true)}>
        <SwapVert />
      </Button>
      <TitledDialog open={open} onClose={() => setOpen(false)} title={translate('resources.categories.order.title')}>
        {open ? <CategoryOrder /> : null}
      </TitledDialog>
    </>
  );
}
