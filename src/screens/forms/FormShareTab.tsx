// How the form reaches people: its public link and the code that embeds it in another site, each with a copy
// button, and a button that opens it. A note says when the form takes no answers now.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function FormShareTab({
  name,
  title,
  open,
  copied,
  onCopied,
}: {
  /** The saved form's name, the public link's last part. */
  name: string;
  title: string;
  /** Whether the saved form takes answers now. */
  open: boolean;
  /** What was copied last ('link' or 'embed'), if anything. */
  copied: string | null;
  onCopied: (key: string) => void;
}) {
  const translate = useTranslate();
  const publicUrl = `${window.location.origin}/f/${name}`;
  const embed = `<iframe src="${publicUrl}" width="100%" height="800" style="border:0" title="${title.replace(/"/g, '&quot;')}"></iframe>`;
  const copy = async (text: string, key: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    onCopied(key);
  };
  return (
    <Card sx={{ p: 2, maxWidth: 720 }}>
      <Stack spacing={2}>
        {!open && <Alert severity="info">{translate('forms.builder.share.closed_note')}</Alert>}
        <CopyField
          label={translate('forms.builder.share.link')}
          value={publicUrl}
          onCopy={() => void copy(publicUrl, 'link')}
        />
        <CopyField
          multiline
          label={translate('forms.builder.share.embed')}
          value={embed}
          onCopy={() => void copy(embed, 'embed')}
        />
        {copied && <Typography color="success.main">{translate('forms.builder.share.copied')}</Typography>}
        <Button
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('forms.builder.share.open')}
        </Button>
      </Stack>
    </Card>
  );
}

/** A text to copy as it is (a link, a code): read-only, left to right, with its copy button. */
function CopyField({
  label,
  value,
  multiline,
  onCopy,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  onCopy: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        fullWidth
        multiline={multiline}
        label={label}
        value={value}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      />
      <IconButton aria-label={translate('forms.builder.share.copy')} onClick={onCopy}>
        <ContentCopy />
      </IconButton>
    </Stack>
  );
}
