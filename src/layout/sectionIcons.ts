import type { ComponentType } from 'react';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { MenuSection } from '../engine/menu';

/** One icon per sidebar section (bottom menu, home page). */
export const sectionIcons: Record<MenuSection, ComponentType> = {
  customers: PeopleAltOutlined,
  app: PhoneIphoneOutlined,
  shop: StorefrontOutlined,
  subscriptions: AutorenewOutlined,
  customer_service: SupportAgentOutlined,
  forms: AssignmentOutlined,
  settings: SettingsOutlined,
};
