// What the newsletter's route plugins share: their tag, ids, a page of contacts and its parameters.
import { z } from 'zod';
import { contactRowSchema } from '../newsletter/contacts';
import { queryInt, zInt } from '../schemas/common';

export const tags = ['newsletter'];
export const id = () => zInt().min(1).max(2_147_483_647);
export const count = () => z.int();
export const page = { skip: queryInt(zInt().min(0)).default(0), limit: queryInt(zInt().min(1).max(500)).default(50) };
export const contactList = z.object({ items: z.array(contactRowSchema), total: z.int() });
