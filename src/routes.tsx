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
import { can, canScreen } from './authProvider/permissions';
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
}

/** Bespoke screens: one line each, the component loaded on first visit. */
export const appRoutes: AppRoute[] = [
  { path: '/profile', component: lazyWithReload(() => import('./screens/ProfilePage')) },
  {
    path: '/cms/*',
    component: lazyWithReload(() => import('./screens/cms/CmsRoutes')),
    menu: { section: 'forms', label: 'cms.menu', icon: LanguageOutlined, order: 50 },
    access: (user) => can(user, 'cms', 'list'),
  },
  {
    path: '/deals',
    component: lazyWithReload(() => import('./screens/deals/DealsBoard')),
    menu: { section: 'customers', label: 'deals.title', icon: ViewKanbanOutlined, order: 20 },
    access: (user) => canScreen(user, 'deals'),
  },
  {
    path: '/app/preview',
    component: lazyWithReload(() => import('./screens/library/AppHomePreview')),
    menu: { section: 'app', label: 'library.preview.title', icon: PhoneAndroidOutlined, order: 40 },
    access: (user) => can(user, 'library_item', 'list'),
  },
  {
    path: '/customers/:customerID/orders/:orderId',
    component: lazyWithReload(() => import('./screens/orders/OrderPage')),
    access: (user) => can(user, 'order', 'read'),
  },
  {
    path: '/newsletter/contacts',
    component: lazyWithReload(() => import('./screens/newsletter/ContactsPage')),
    access: (user) => can(user, 'newsletter', 'list'),
  },
  {
    path: '/newsletter/contacts/:id',
    component: lazyWithReload(() => import('./screens/newsletter/ContactPage')),
    access: (user) => can(user, 'newsletter', 'read'),
  },
  {
    path: '/support',
    component: lazyWithReload(() => import('./screens/support/SupportList')),
    menu: { section: 'customer_service', label: 'support.menu', icon: SupportAgentOutlined, order: 10 },
    access: (user) => canScreen(user, 'support'),
  },
  { path: '/notifications', component: lazyWithReload(() => import('./screens/notifications/NotificationsPage')) },
  {
    path: '/support/:id',
    component: lazyWithReload(() => import('./screens/support/InquiryPage')),
    access: (user) => canScreen(user, 'support'),
  },
  {
    path: '/settings/email-accounts',
    component: lazyWithReload(() => import('./screens/support/EmailAccountsPage')),
    menu: { section: 'settings', label: 'support.accounts.menu', icon: AlternateEmailOutlined, order: 60 },
    access: (user) => user.is_superuser,
  },
  {
    path: '/deals/:id',
    component: lazyWithReload(() => import('./screens/deals/DealPage')),
    access: (user) => canScreen(user, 'deals'),
  },
  {
    path: '/forms/:id/edit',
    component: lazyWithReload(() => import('./screens/forms/FormBuilderPage')),
    access: (user) => can(user, 'form', 'update'),
  },
  {
    path: '/settings/pipelines/:pipelineId/settings',
    component: lazyWithReload(() => import('./resources/pipelines/PipelineSettings')),
    access: (user) => can(user, 'pipeline', 'update'),
  },
  {
    path: '/subscriptions/payments/:paymentId/receipt',
    component: lazyWithReload(() => import('./screens/billing/ReceiptPage')),
    access: (user) => can(user, 'subscription_payment', 'read'),
  },
  {
    path: '/subscriptions/charges',
    component: lazyWithReload(() => import('./screens/billing/ChargesPage')),
    menu: { section: 'subscriptions', label: 'billing.title', icon: CreditScoreOutlined, order: 30 },
    access: (user) => user.is_superuser,
  },
  {
    path: '/settings/security-log',
    component: lazyWithReload(() => import('./screens/security/SecurityLogPage')),
    menu: { section: 'settings', label: 'security.menu', icon: PolicyOutlined, order: 95 },
    access: (user) => user.is_superuser,
  },
  {
    path: '/settings/jobs',
    component: lazyWithReload(() => import('./screens/jobs/JobsPage')),
    menu: { section: 'settings', label: 'jobs.menu', icon: EngineeringOutlined, order: 97 },
    access: (user) => user.is_superuser,
  },
  {
    path: '/settings/files',
    component: lazyWithReload(() => import('./screens/files/FilesPage')),
    menu: { section: 'settings', label: 'files.browser.title', icon: PermMediaOutlined, order: 90 },
    access: (user) => user.is_superuser,
  },
];
