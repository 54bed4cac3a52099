// The draft against the published version, line by line: removed lines red, added lines green.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import type { PageContent } from '../api';
import { contentLines, lineDiff } from './lineDiff';

export function DiffDialog({
  open,
  onClose,
  before,
  after,
}: {
  open: boolean;
  onClose: () => void;
  before: PageContent;
  after: PageContent;
}) {
  const translate = useTranslate();
  const lines = useMemo(() => {
    if (!open) return [];
    const labels = {
      title: translate('cms.editor.title'),
      slug: translate('cms.editor.slug'),
      seo_title: translate('cms.editor.seo_title'),
      seo_description: translate('cms.editor.seo_description'),
    };
    return lineDiff(contentLines(before, labels), contentLines(after, labels));
  }, [open, before, after, translate]);
  const changed = lines.some((l) => l.kind !== 'same');
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={translate('cms.editor.diff_title')}
      maxWidth="md"
      fullScreenBelow={false}
      dividers
    >
      {!changed && <Typography color="text.secondary">{translate('cms.editor.diff_none')}</Typography>}
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, fontFamily: 'monospace', fontSize: 14 }}
        data-testid="page-diff"
      >
        {lines.map((line, index) => (
          <Box
            component="li"
            key={index}
            dir="auto"
            data-kind={line.kind}
            aria-label={
              line.kind === 'same'
                ? undefined
                : `${translate(line.kind === 'added' ? 'cms.editor.diff_added' : 'cms.editor.diff_removed')}: ${line.text}`
            }
            sx={{
              px: 1,
              py: 0.25,
              whiteSpace: 'pre-wrap',
              bgcolor: line.kind === 'added' ? 'success.light' : line.kind === 'removed' ? 'error.light' : undefined,
              color: line.kind === 'same' ? 'text.secondary' : 'text.primary',
              textDecoration: line.kind === 'removed' ? 'line-through' : undefined,
            }}
          >
            <bdi>{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</bdi>
            {line.text}
          </Box>
        ))}
      </Box>
    </TitledDialog>
  );
}
