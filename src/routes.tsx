import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { can, canScreen, type Action } from './authProvider/permissions';
import type { CurrentUser } from './authProvider/types';
import { lazyWithReload } from './lib/lazyWithReload';
import type { MenuSection } from './engine/menu';

/** A bespoke screen inside the layout (signed-in users only). */
export interface AppRoute {
  /** Route path; end it with `/*` when the screen has its own nested routes. */
  path: string;
  component: ComponentType;
  /** A sidebar entry: section, i18n key of the label, icon, position inside the section. */
  menu?: { section: MenuSection; label: string; icon: ComponentType; order?: number };
  /** Who may open it (default: every signed-in user): what the user's roles must grant (authProvider/permissions.ts). */
  access?: (user: CurrentUser) => boolean;
  /** What the screen reads first, asked for with its menu entry's click beside its code (into the query cache). */
  ahead?: (queryClient: QueryClient) => Promise<void>;
  /** Fetches the screen's code (and its first reads' code) without drawing it: as the pointer reaches its menu entry. */
  preload?: () => Promise<unknown>;
}

/** What a screen reads first, from a module of its own: its code can be fetched ahead like the screen's. */
interface Ahead {
  load: () => Promise<(queryClient: QueryClient) => Promise<void>>;
}

/** Who may open a screen: what the user's roles must grant on a resource, or the screen itself, or superusers only. */
const may = (resource: string, action: Action) => (user: CurrentUser) => can(user, resource, action);
const mayOpen = (screen: string) => (user: CurrentUser) => canScreen(user, screen);
const superuserOnly = (user: CurrentUser) => user.is_superuser;

/** A bespoke screen, its component loaded on first visit. */
const route = (
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  access?: AppRoute['access'],
  menu?: AppRoute['menu'],
  ahead?: Ahead,
): AppRoute => {
  const component = lazyWithReload(load);
  return {
    path,
    component,
    ...(menu && { menu }),
    ...(access && { access }),
    ...(ahead && { ahead: (client: QueryClient) => ahead.load().then((read) => read(client)) }),
    preload: () => Promise.all([component.preload(), ahead?.load()]),
  };
};

/** Bespoke screens: one line each. */
export const appRoutes: AppRoute[] = [
  route('/profile', () => import('./screens/ProfilePage')),
  route('/cms/*', () => import('./screens/cms/CmsRoutes'), may('cms', 'list'), {
    section: 'forms',
    label: 'cms.menu',
    icon: LanguageOutlined,
    order: 50,
  }),
  route(
    '/deals',
    () => import('./screens/deals/DealsBoard'),
    mayOpen('deals'),
    { section: 'customers', label: 'deals.title', icon: ViewKanbanOutlined, order: 20 },
    { load: () => import('./screens/deals/boardAhead').then((module) => module.boardAhead) },
  ),
  route('/app/preview', () => import('./screens/library/AppHomePreview'), may('library_item', 'list'), {
    section: 'app',
    label: 'library.preview.title',
    icon: PhoneAndroidOutlined,
    order: 40,
  }),
  route('/customers/:customerID/orders/:orderId', () => import('./screens/orders/OrderPage'), may('order', 'read')),
  route('/newsletter/contacts', () => import('./screens/newsletter/ContactsPage'), may('newsletter', 'list')),
  route('/newsletter/contacts/:id', () => import('./screens/newsletter/ContactPage'), may('newsletter', 'read')),
  route('/support', () => import('./screens/support/SupportList'), mayOpen('support'), {
    section: 'customer_service',
    label: 'support.menu',
    icon: SupportAgentOutlined,
    order: 10,
  }),
  route('/notifications', () => import('./screens/notifications/NotificationsPage')),
  route('/support/:id', () => import('./screens/support/InquiryPage'), mayOpen('support')),
  route('/settings/email-accounts', () => import('./screens/support/EmailAccountsPage'), superuserOnly, {
    section: 'settings',
    label: 'support.accounts.menu',
    icon: AlternateEmailOutlined,
    order: 60,
  }),
  route('/deals/:id', () => import('./screens/deals/DealPage'), mayOpen('deals')),
  route('/forms/:id/edit', () => import('./screens/forms/FormBuilderPage'), may('form', 'update')),
  route(
    '/settings/pipelines/:pipelineId/settings',
    () => import('./resources/pipelines/PipelineSettings'),
    may('pipeline', 'update'),
  ),
  route(
    '/subscriptions/payments/:paymentId/receipt',
    () => import('./screens/billing/ReceiptPage'),
    may('subscription_payment', 'read'),
  ),
  route('/subscriptions/charges', () => import('./screens/billing/ChargesPage'), superuserOnly, {
    section: 'subscriptions',
    label: 'billing.title',
    icon: CreditScoreOutlined,
    order: 30,
  }),
  route('/settings/security-log', () => import('./screens/security/SecurityLogPage'), superuserOnly, {
    section: 'settings',
    label: 'security.menu',
    icon: PolicyOutlined,
    order: 95,
  }),
  route('/settings/jobs', () => import('./screens/jobs/JobsPage'), superuserOnly, {
    section: 'settings',
    label: 'jobs.menu',
    icon: EngineeringOutlined,
    order: 97,
  }),
  route('/settings/files', () => import('./screens/files/FilesPage'), superuserOnly, {
    section: 'settings',
    label: 'files.browser.title',
    icon: PermMediaOutlined,
    order: 90,
  }),
];
