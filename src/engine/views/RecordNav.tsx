// Previous / next record of the list the person came from (its filters and sort, from react-admin's store), on edit
// and show pages; `j` and `k` press them (src/widgets/shortcuts). Arrows follow the reading direction.
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link, usePrevNextController, useTranslate } from 'react-admin';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

/** Records read to find the neighbours when the list's own page is not at hand (a direct visit, a page's edge). */
const NEIGHBOURS_LIMIT = 200;

export const RecordNav = ({ linkType }: { linkType: 'edit' | 'show' }) => {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const { hasPrev, hasNext, prevPath, nextPath, index, total, isPending } = usePrevNextController({
    linkType,
    limit: NEIGHBOURS_LIMIT,
  });
  if (isPending || (!hasPrev && !hasNext)) return null;
  const step = (which: 'previous' | 'next', path: string | undefined, enabled: boolean) => {
    const Icon = (which === 'previous') === rtl ? NavigateNext : NavigateBefore;
    const label = translate(`entities.record_nav.${which}`);
    return enabled && path ? (
      <LabelledIconButton
        component={Link}
        to={path}
        size="small"
        label={label}
        data-record-nav={which}
        disabled={false}
      >
        <Icon />
      </LabelledIconButton>
    ) : (
      <LabelledIconButton size="small" label={label} disabled>
        <Icon />
      </LabelledIconButton>
    );
  };
  return (
    <Stack
      role="navigation"
      aria-label={translate('entities.record_nav.label')}
      direction="row"
      alignItems="center"
      spacing={0.5}
    >
      {step('previous', prevPath, hasPrev)}
      {typeof index === 'number' && index >= 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('entities.record_nav.position', { index: index + 1, total })}
        </Typography>
      ) : null}
      {step('next', nextPath, hasNext)}
    </Stack>
  );
};
