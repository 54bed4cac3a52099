// The one way a line's total is shown, in the cart and on an order: with a discount, the price before it struck through
// above the price after it, so the summary's discount (the sum of those differences) never reads as a second one.
import Typography from '@mui/material/Typography';
import { Money } from './pickers';

export function LineTotal({
  line,
}: {
  line: { unit_price: number; quantity: number; discount: number; total: number };
}) {
  return (
    <>
      {line.discount ? (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textDecoration: 'line-through' }}
          data-testid="line-before-discount"
        >
          <Money value={line.unit_price * line.quantity} />
        </Typography>
      ) : null}
      <Money value={line.total} />
    </>
  );
}
