// While something long runs (an export reading its records, an import writing them): a dialog titled by what it does,
// saying how far it is, with a bar (filled by `value`, or moving when the end is not known). Nothing closes it; it
// goes when the work ends.
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { TitledDialog } from './TitledDialog';

const ignore = () => undefined;

export function ProgressDialog({
  open,
  title,
  text,
  value,
}: {
  open: boolean;
  title: string;
  /** How far it is, in words. */
  text: string;
  /** Percent done; none: the bar moves without an end. */
  value?: number;
}) {
  return (
    <TitledDialog
      open={open}
      onClose={ignore}
      dismissable={false}
      title={title}
      maxWidth="xs"
      fullScreenBelow={false}
      actions={false}
    >
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={title}
      />
    </TitledDialog>
  );
}
