import type { InquiryPriority, InquiryStatus } from './api';

/** MUI chip colours of the inquiry statuses and priorities. */
export const statusColor: Record<InquiryStatus, 'error' | 'primary' | 'warning' | 'success'> = {
  new: 'error',
  open: 'primary',
  waiting: 'warning',
  resolved: 'success',
};
export const priorityColor: Record<InquiryPriority, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  normal: 'info',
  high: 'warning',
  urgent: 'error',
};
