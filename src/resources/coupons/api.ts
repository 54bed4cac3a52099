// The coupons' own call beyond the generated screens: a campaign's codes made in one go (POST /ecommerce/coupon/generate).
import type { ApiAnswer, ApiBody } from '../../../definitions/wire/api';
import { http } from '../../dataProvider/http';

export type GeneratedCoupons = ApiAnswer<'/api/ecommerce/coupon/generate', 'post'>;

/** Makes N unique random codes with one discount; refusals come back worded per field (silent: the form shows them). */
export const generateCoupons = (body: Partial<ApiBody<'/api/ecommerce/coupon/generate', 'post'>>) =>
  http.post<GeneratedCoupons>('/ecommerce/coupon/generate', body, { silent: true });
