import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AppResource } from '../resourceTypes';
import { CreateItemButton } from './CreateItemButton';
import { useEmptyHint } from './useEmptyHint';

interface Props {
  resource: AppResource;
  /** The list offers an import at all (the hint mentions a file only then). */
  importable?: boolean;
  /** A table inside another record's page (a customer's payments): smaller, no page-sized padding. */
  dense?: boolean;
  /** Values the add button fills in (the customer the new subscription is for). */
  createRecord?: Record<string, unknown>;
  /** Further ways to add (import, a list's own toolbar buttons), after the add button. */
  children?: ReactNode;
}

/**
 * Nothing here yet, said in words: what is missing, what this user may do about it, and the add button when the
 * resource has a create page (the button hides itself from a role that may not create). Every empty list and
 * every empty table on a record's page shows this one, never an empty box.
 */
export const EmptyState = ({ resource, importable = false, dense = false, createRecord, children }: Props) => {
  const translate = useTranslate();
  const Icon = resource.icon;
  const plural = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });
  const creatable = Boolean(resource.resourceProps.create);
  const hint = useEmptyHint(creatable, importable);
  return (
    <Stack
      alignItems="center"
      spacing={dense ? 1 : 2}
      sx={{ py: dense ? 3 : 8, px: 2, textAlign: 'center', width: '100%' }}
    >
      <Icon />
      <Typography variant={dense ? 'subtitle1' : 'h6'} component="p" color="text.secondary">
        {/* mid-sentence: 'No ads yet', not 'No Ads yet' (Hebrew has no case) */}
        {translate('entities.empty.title', { name: plural.toLocaleLowerCase() })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint ? translate(hint) : null}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="center">
        {creatable ? (
          <CreateItemButton
            variant="contained"
            resource={resource.routeName}
            state={createRecord ? { record: createRecord } : undefined}
          />
        ) : null}
        {children}
      </Stack>
    </Stack>
  );
};
