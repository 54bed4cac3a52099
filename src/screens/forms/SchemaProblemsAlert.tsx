// The schema's problems (a duplicate key, a condition on a later field…), one a line; while there are any the
// form cannot be saved and the preview is hidden.
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { SchemaProblem } from '../../../definitions/forms/rules';

export function SchemaProblemsAlert({ problems }: { problems: SchemaProblem[] }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {problems.map((p, i) => (
        <div key={i}>{translate(`forms.problems.${p.code}`, { element: p.element ?? '', step: p.step ?? '' })}</div>
      ))}
    </Alert>
  );
}
