// Every entity made by the CRUD factory: one line each. Their routes are mounted under /api by routes/index.ts,
// and server/test/crud-contract.test.ts checks each of them the same way.
import type { CrudEntity } from './defineCrud';
import productCategories from '../entities/product-categories';

export const crudEntities: CrudEntity[] = [productCategories];
