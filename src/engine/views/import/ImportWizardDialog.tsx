// The dialog an import wizard opens in: its title and a close button, full screen below the md breakpoint, and while
// the server writes the records a progress dialog over it that says how many.
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../lib/format';
import { ProgressDialog } from '../../../widgets/dialog/ProgressDialog';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** While the server writes the records (one transaction; a large file takes a while): how many. */
  importing?: number | null;
  /** What it is doing, with `smart_count` and `count` (the number written for the locale). */
  importingText: string;
  children: ReactNode;
}

export function ImportWizardDialog({ open, onClose, title, importing = null, importingText, children }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="lg"
      fullScreenBelow="md"
      closeIcon
      after={
        <ProgressDialog
          open={importing !== null}
          title={translate('entities.import.importing_title')}
          text={
            importing === null
              ? ''
              : translate(importingText, { smart_count: importing, count: formatNumber(importing, locale) })
          }
        />
      }
    >
      {children}
    </TitledDialog>
  );
}
