import { describe, expectTypeOf, it } from 'vitest';
import type { ImportSchemaField as ResourceImportField } from '../../../engine/importSchema';
import type { ImportSchemaField } from '../types';

describe('import schema of the resource definitions', () => {
  it('can be given to the wizard as it is', () => {
    expectTypeOf<ResourceImportField>().toExtend<ImportSchemaField>();
  });
});
