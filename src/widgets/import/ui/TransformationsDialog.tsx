import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { DISTINCT_VALUES_LIMIT } from '../constants';
import type { DistinctValue } from '../engine/protocol';
import { autoDetectTransformations } from '../logic/autoTransformations';
import {
  addTransformation,
  canAddTransformation,
  removeTransformation,
  type TargetValue,
} from '../logic/transformations';
import type { NormalizedField, Transformation } from '../types';
import { SmallSelect } from '../../select/SmallSelect';
import { TitledDialog } from '../../dialog/TitledDialog';
import { useImportTranslate } from './useImportTranslate';

export interface TransformationsDialogProps {
  open: boolean;
  /** 'Configure Related Transformations' for a child of related data. */
  related?: boolean;
  field: NormalizedField;
  columnName: string;
  transformations: Transformation[];
  loadValues: (limit: number) => Promise<{ values: DistinctValue[]; total: number }>;
  onSave: (transformations: Transformation[]) => void;
  onClose: () => void;
}

type Notice = { severity: 'success' | 'info' | 'error'; lines: string[] };

/** The target value: one of the field's options (by its index) when it has them, else typed. */
function TargetInput({
  options,
  value,
  onChange,
}: {
  options: NormalizedField['options'];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useImportTranslate();
  return options.length > 0 ? (
    <SmallSelect label={t('transformations.target')} value={value} onChange={onChange} sx={{ flex: '1 1 200px' }}>
      {options.map((option, index) => (
        <MenuItem key={String(option.value)} value={String(index)}>
          <bdi>{option.label}</bdi>
        </MenuItem>
      ))}
    </SmallSelect>
  ) : (
    <TextField
      size="small"
      label={t('transformations.target')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: '1 1 200px' }}
    />
  );
}

/** The transformations so far, source to target, each with its remove button. */
function TransformationList({
  draft,
  targetLabel,
  onRemove,
}: {
  draft: Transformation[];
  targetLabel: (value: TargetValue) => string;
  onRemove: (sourceValue: string) => void;
}) {
  const t = useImportTranslate();
  const arrow = useTheme().direction === 'rtl' ? ' ← ' : ' → ';
  return (
    <>
      {draft.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('transformations.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('transformations.list_label')} sx={{ mb: 2 }}>
          {draft.map((entry) => (
            <ListItem
              key={entry.sourceValue}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${t('action.remove')}: ${entry.sourceValue}`}
                  onClick={() => onRemove(entry.sourceValue)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <>
                    <bdi>{entry.sourceValue}</bdi>
                    {arrow}
                    <bdi>{targetLabel(entry.targetValue)}</bdi>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** The column's distinct values with their counts (the first of them when there are many); a click takes one as source. */
function DistinctValues({
  values,
  loading,
  onPick,
}: {
  values: { values: DistinctValue[]; total: number } | null;
  loading: boolean;
  onPick: (value: string) => void;
}) {
  const t = useImportTranslate();
  return (
    <>
      {loading ? (
        <CircularProgress size={24} aria-label={t('transformations.values_label')} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {(values?.values ?? []).map((v) => (
            <Chip
              key={v.value}
              size="small"
              label={
                <>
                  <bdi>{v.value}</bdi> ({t('transformations.occurrences', { smart_count: v.count })})
                </>
              }
              aria-label={t('transformations.use_value', { value: v.value })}
              onClick={() => onPick(v.value)}
            />
          ))}
          {values && values.total > values.values.length && (
            <Typography variant="caption" color="text.secondary" sx={{ inlineSize: '100%' }}>
              {t('transformations.values_more', { shown: values.values.length, total: values.total })}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}

/** 'Configure Transformations': replace source values of a column by target values, by hand or by auto-detect. */
export function TransformationsDialog(props: TransformationsDialogProps) {
  const { open, related, field, columnName, transformations, loadValues, onSave, onClose } = props;
  const t = useImportTranslate();
  const [draft, setDraft] = useState(transformations);
  const [values, setValues] = useState<{ values: DistinctValue[]; total: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');

  useEffect(() => {
    if (!open) return;
    let live = true;
    setDraft(transformations);
    setValues(null);
    setNotice(null);
    setSource('');
    setTarget('');
    loadValues(DISTINCT_VALUES_LIMIT)
      .then((loaded) => live && setValues(loaded))
      .catch((error: unknown) => {
        console.error('Import: opening the transform dialog failed', error);
        if (live) setNotice({ severity: 'error', lines: [t('transformations.open_error')] });
      });
    return () => {
      live = false;
    };
    // Reload only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const options = field.options;
  const targetValue = (): TargetValue => (options.length > 0 && target !== '' ? options[Number(target)].value : target);
  const canAdd = canAddTransformation(source, options.length > 0 ? (target === '' ? '' : targetValue()) : target);
  const add = () => {
    if (!canAdd) return;
    setDraft((list) => addTransformation(list, field.path, source, targetValue()));
    setSource('');
    setTarget('');
  };
  const targetLabel = (value: TargetValue) => options.find((option) => option.value === value)?.label ?? String(value);

  const autoDetect = () => {
    try {
      const result = autoDetectTransformations(
        field.path,
        (values?.values ?? []).map((v) => v.value),
        options,
        draft,
      );
      setDraft(result.transformations);
      if (result.created === 0) {
        setNotice({ severity: 'info', lines: [t('transformations.no_matches')] });
      } else {
        const lines = [t('transformations.created', { smart_count: result.created })];
        if (result.unmatched > 0) lines.push(t('transformations.unmatched', { smart_count: result.unmatched }));
        setNotice({ severity: 'success', lines });
      }
    } catch (error) {
      console.error('Import: auto-detecting transformations failed', error);
      setNotice({ severity: 'error', lines: [t('transformations.auto_error')] });
    }
  };

  return (
    <TitledDialog
      dividers
      maxWidth="md"
      open={open}
      title={t(related ? 'transformations.related_title' : 'transformations.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button variant="contained" onClick={() => onSave(draft)}>
            {t('action.save')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('transformations.intro', { column: columnName, field: field.label })}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <Autocomplete
          freeSolo
          size="small"
          sx={{ flex: '1 1 200px' }}
          options={(values?.values ?? []).map((v) => v.value)}
          inputValue={source}
          onInputChange={(_, value) => setSource(value)}
          renderInput={(params) => <TextField {...params} label={t('transformations.source')} />}
        />
        <TargetInput options={options} value={target} onChange={setTarget} />
        <Button variant="outlined" disabled={!canAdd} onClick={add}>
          {t('action.add')}
        </Button>
        {options.length > 0 && (
          <Button
            startIcon={<AutoFixHighIcon />}
            disabled={!values}
            onClick={autoDetect}
            title={t('transformations.auto_detect_hint')}
          >
            {t('transformations.auto_detect')}
          </Button>
        )}
      </Box>

      <Typography variant="subtitle2">{t('transformations.list_label')}</Typography>
      <TransformationList
        draft={draft}
        targetLabel={targetLabel}
        onRemove={(sourceValue) => setDraft((list) => removeTransformation(list, sourceValue))}
      />

      <Typography variant="subtitle2">{t('transformations.values_label')}</Typography>
      <DistinctValues values={values} loading={values === null && !notice} onPick={setSource} />
    </TitledDialog>
  );
}
