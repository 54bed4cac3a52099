import type { FieldSpec } from '../fields';
import { ChildTable } from './ChildTable';
import { FieldValue } from './FieldValue';

/** A value on a show page or a read-only part of a form: a child table for referenceMany, else the value. */
export const RecordField = ({ source, spec }: { source: string; spec: FieldSpec }) =>
  spec.kind === 'referenceMany' ? (
    <ChildTable reference={spec.reference} target={spec.target} columns={spec.columns} />
  ) : (
    <FieldValue source={source} spec={spec} />
  );
