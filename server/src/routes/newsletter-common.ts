// What the newsletter's route plugins share: their tag and how they are described, ids, a page of contacts and its parameters.
import { z } from 'zod';
import { contactRowSchema } from '../newsletter/contacts';
import { listResponse, queryInt, zInt } from '../schemas/common';
import { routeSchemas } from './route-schema';

export const tags = ['newsletter'];
/** Every newsletter route is described with its tag, for a signed-in user. */
export const doc = routeSchemas({ tags });
export const count = () => z.int();
export const page = { skip: queryInt(zInt().min(0)).default(0), limit: queryInt(zInt().min(1).max(500)).default(50) };
export const contactList = listResponse(contactRowSchema);
