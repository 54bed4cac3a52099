// The channel a draft is sent on (fixed for a reply), and chips for the inquiry answered and the customer.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { CHANNELS, switchChannel, type Channel, type MessageDraft } from './draft';

interface Props {
  draft: MessageDraft;
  /** The customer's name from the server's preview, when the draft does not name one. */
  previewName: string | null | undefined;
  update: (patch: Partial<MessageDraft>) => void;
}

export function ChannelBar({ draft, previewName, update }: Props) {
  const translate = useTranslate();
  const reply = draft.inquiry_id !== null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={draft.channel}
        disabled={reply}
        aria-label={translate('composer.channel')}
        onChange={(_, value: Channel | null) => value && update(switchChannel(draft, value))}
      >
        {CHANNELS.map((channel) => (
          <ToggleButton key={channel} value={channel}>
            {translate(`composer.channels.${channel}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {reply ? <Chip size="small" label={translate('composer.inquiry', { id: draft.inquiry_id })} /> : null}
      {draft.person_name || previewName ? (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={translate('composer.customer', { name: draft.person_name || previewName })}
        />
      ) : null}
    </Box>
  );
}
