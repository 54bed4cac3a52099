import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Confirm, useTranslate } from 'react-admin';
import { fullName } from '../../lib/names';
import type { Duplicate } from './customerTypes';
import { matchedValues } from './mergeDecision';
import { formatPhone } from '../../../definitions/entity/phone';

interface Props {
  target?: Duplicate;
  onAnswer: (merge: boolean) => void;
}

/** 'A user with this email or phone already exists. Do you want to merge with the existing user?' */
export const MergeConfirmDialog = ({ target, onAnswer }: Props) => {
  const translate = useTranslate();
  const values = target ? matchedValues(target).map((v) => (v.startsWith('+') ? formatPhone(v) : v)) : [];
  return (
    <Confirm
      isOpen={Boolean(target)}
      title="resources.customers.merge.title"
      content={
        <Box>
          <Typography>{translate('resources.customers.merge.message')}</Typography>
          {target ? (
            <Box
              component="dl"
              sx={{ mt: 2, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <Typography component="dt" color="text.secondary">
                {translate('resources.customers.merge.existing')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {fullName(target) || translate('resources.customers.page.no_name')}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {translate('resources.customers.merge.matching')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {values.map((value, i) => (
                  <Box component="span" key={value} sx={{ display: 'block' }}>
                    <bdi dir="ltr">{value}</bdi>
                    {i < values.length - 1 ? ' ' : ''}
                  </Box>
                ))}
              </Typography>
            </Box>
          ) : null}
        </Box>
      }
      confirm="resources.customers.merge.confirm"
      cancel="resources.customers.merge.keep_separate"
      onConfirm={() => onAnswer(true)}
      onClose={() => onAnswer(false)}
    />
  );
};
