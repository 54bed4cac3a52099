import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';

/**
 * The add and remove buttons of a repeatable list's rows, named for what they add ('הוספת טלפון', 'Add phone'):
 * remove sits at the end of its own row, add under the last one. On phones react-admin's Button shows its icon
 * with the words as its name.
 */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()} className={`button-add button-add-${source}`}>
      <AddIcon />
    </Button>
  );
};

export const RemoveRowButton = ({ label }: { label: string }) => {
  const { remove, index } = useSimpleFormIteratorItem();
  const { source } = useSimpleFormIterator();
  return (
    <Button
      label={label}
      onClick={() => remove()}
      color="warning"
      className={`button-remove button-remove-${source}-${index}`}
    >
      <RemoveIcon />
    </Button>
  );
};
