// Who the new order goes to and what is still missing before it is placed: the recipient's details (kept on leaving
// a box) and the summary with its totals and the button that places the order.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TotalsTable } from './TotalsTable';
import type { OrderCart } from './useOrderCart';

const INFO_FIELDS = ['name', 'phone', 'address', 'city', 'zip', 'notes'] as const;

export function RecipientFields({ info, setInfo, saveInfo }: Pick<OrderCart, 'info' | 'setInfo' | 'saveInfo'>) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {INFO_FIELDS.map((field) => (
        <TextField
          key={field}
          label={translate(`resources.orders.new.info.${field}`)}
          value={info[field] ?? ''}
          onChange={(e) => setInfo((v) => ({ ...v, [field]: e.target.value }))}
          onBlur={saveInfo}
          multiline={field === 'notes'}
          sx={field === 'notes' || field === 'address' ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{
            htmlInput: {
              maxLength: field === 'notes' ? 1000 : 300,
              ...(field === 'phone' ? { dir: 'ltr', inputMode: 'tel' } : {}),
            },
          }}
        />
      ))}
    </Box>
  );
}

export function OrderSummary({
  data,
  items,
  missing,
  checkout,
}: Pick<OrderCart, 'data' | 'items' | 'missing' | 'checkout'>) {
  const translate = useTranslate();
  return (
    <>
      {data ? (
        <TotalsTable totals={data} />
      ) : (
        <Typography color="text.secondary">{translate('resources.orders.new.empty')}</Typography>
      )}
      {missing ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`resources.orders.new.${missing}`)}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={Boolean(missing) || items.some((i) => i.problem)}
        loading={checkout.isPending}
        onClick={() => checkout.mutate()}
      >
        {translate('resources.orders.new.checkout')}
      </Button>
    </>
  );
}
