import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form's submit button, busy while the form is submitting. */
export const SubmitButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
};
