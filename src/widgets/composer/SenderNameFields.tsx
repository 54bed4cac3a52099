// A new e-mail's sender name and reply-to address; empty, the chosen account's (or the server's) are used and
// shown as placeholders.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ComposerOptions } from './composerApi';
import type { MessageDraft } from './draft';

interface Props {
  draft: MessageDraft;
  options: ComposerOptions | undefined;
  update: (patch: Partial<MessageDraft>) => void;
}

/** Both fields: small, each as wide as its place in the row. */
const field = { size: 'small', fullWidth: true } as const;

export function SenderNameFields({ draft, options, update }: Props) {
  const translate = useTranslate();
  const account = options?.email.accounts.find((a) => a.id === draft.account_id);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        {...field}
        label={translate('composer.fields.from_name')}
        value={draft.from_name}
        onChange={(event) => update({ from_name: event.target.value })}
        placeholder={account ? account.from_name || account.name : options?.email.default_from_name}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 }, inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        label={translate('composer.fields.reply_to')}
        value={draft.reply_to}
        onChange={(event) => update({ reply_to: event.target.value })}
        placeholder={account?.email ?? options?.email.default_address}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', maxLength: 320 }, inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
