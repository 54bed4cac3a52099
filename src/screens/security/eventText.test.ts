import { describe, expect, it } from 'vitest';
import { eventDetails } from './eventText';
import type { SecurityEvent } from './securityLogApi';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);
const event = (kind: SecurityEvent['kind'], details: SecurityEvent['details']): SecurityEvent => ({
  id: 1,
  at: '',
  kind,
  user_id: null,
  user_name: null,
  email: '',
  subject_id: null,
  subject_email: null,
  ip: '',
  details,
});

describe('security event details', () => {
  it('words a failed sign-in with its variant and reason', () => {
    expect(eventDetails(event('sign_in_failed', { variant: 'cookie', reason: 'inactive' }), t)).toBe(
      'security.variant.cookie · security.reason.inactive',
    );
  });
  it('words each change of rights, yes and no for flags, and a new password alone', () => {
    expect(eventDetails(event('user_rights_changed', { is_superuser: 'false → true', password: true }), t)).toBe(
      'security.rights.is_superuser: security.no → security.yes · security.rights.password',
    );
  });
  it('words an export with its list, format and count: an admin list by its name, a factory entity by its role name', () => {
    const words: Record<string, string> = {
      'resources.customers.name': 'לקוחות',
      'resources.roles.resource_names.product_category': 'קטגוריות מוצרים',
    };
    const he = (key: string, options?: Record<string, unknown>) =>
      key === 'security.exported'
        ? `${String(options?.list)} ${String(options?.format)} ${String(options?.smart_count)}`
        : (words[key] ?? String(options?._ ?? key));
    expect(eventDetails(event('export', { resource: 'customers', format: 'xlsx', count: 12 }), he)).toBe(
      'לקוחות XLSX 12',
    );
    expect(eventDetails(event('export', { resource: 'product_category', format: 'csv', count: 3 }), he)).toBe(
      'קטגוריות מוצרים CSV 3',
    );
    expect(eventDetails(event('export', { resource: 'moon', format: 'csv', count: 1 }), he)).toBe('moon CSV 1');
  });
});
