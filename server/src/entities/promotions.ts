// Promotions' own rules beside their definition (definitions/entities/promotions.ts), across fields as a definition
// cannot say them: a percentage is at most 100, buy X get Y needs both quantities, and the end follows the start.
import type { CrudEntity } from '../crud/defineCrud';
import { promotions } from '../db/schema/index';
import { checkAfterWrite, checkDiscount, checkRange, ruleError } from '../crud/rules';

/** A percentage is at most 100, buy X get Y names both quantities, the end follows the start. */
function checkPromotion(record: Record<string, unknown>): void {
  checkDiscount(record, 'kind', 'value');
  if (record.kind === 'buy_x_get_y' && (!record.buy_quantity || !record.get_quantity)) {
    throw ruleError(
      record.buy_quantity ? 'get_quantity' : 'buy_quantity',
      'buy X get Y needs both quantities',
      null,
      'quantities_required',
    );
  }
  checkRange(record, 'starts_at', 'ends_at');
}

const bespoke: Partial<CrudEntity> = {
  hooks: { beforeWrite: checkAfterWrite(promotions, checkPromotion) },
};

export default bespoke;
