// Who sends a new message: for e-mail the server's own sender or one of the mail accounts, for WhatsApp one of
// the sending numbers (the first when none was chosen).
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import type { ComposerOptions } from './composerApi';
import type { MessageDraft } from './draft';
import { SmallSelect } from '../select/SmallSelect';

const DEFAULT_SENDER = 'default';

interface Props {
  draft: MessageDraft;
  options: ComposerOptions | undefined;
  update: (patch: Partial<MessageDraft>) => void;
}

export function SenderSelect({ draft, options, update }: Props) {
  const translate = useTranslate();
  const email = draft.channel === 'email';
  const senderValue = email
    ? draft.account_id === null
      ? DEFAULT_SENDER
      : String(draft.account_id)
    : draft.from_number || options?.whatsapp.numbers[0] || '';
  return (
    <SmallSelect
      label={translate('composer.fields.from')}
      value={senderValue}
      onChange={(choice) =>
        email
          ? update({ account_id: choice === DEFAULT_SENDER ? null : Number(choice) })
          : update({ from_number: choice })
      }
    >
      {email
        ? [
            <MenuItem key={DEFAULT_SENDER} value={DEFAULT_SENDER}>
              {translate('composer.default_sender', { address: options?.email.default_address ?? '' })}
            </MenuItem>,
            ...(options?.email.accounts ?? []).map((account) => (
              <MenuItem key={account.id} value={String(account.id)}>
                <bdi>{account.name}</bdi>&nbsp;<bdi dir="ltr">&lt;{account.email}&gt;</bdi>
              </MenuItem>
            )),
          ]
        : (options?.whatsapp.numbers ?? []).map((number) => (
            <MenuItem key={number} value={number}>
              <bdi dir="ltr">{number}</bdi>
            </MenuItem>
          ))}
    </SmallSelect>
  );
}
