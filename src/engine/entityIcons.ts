// The menu icons an entity definition may name (definitions/entity/defineEntity.ts ENTITY_ICONS), drawn here.
import type { ComponentType } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BookOutlined from '@mui/icons-material/MenuBookOutlined';
import ReadingOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardOutlined from '@mui/icons-material/CreditCardOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CollectionOutlined from '@mui/icons-material/CollectionsBookmarkOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PenOutlined from '@mui/icons-material/HistoryEduOutlined';
import InventoryOutlined from '@mui/icons-material/Inventory2Outlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NoteOutlined from '@mui/icons-material/StickyNote2Outlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RenewOutlined from '@mui/icons-material/AutorenewOutlined';
import TemplateOutlined from '@mui/icons-material/TextSnippetOutlined';
import TicketOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import StoreOutlined from '@mui/icons-material/StorefrontOutlined';
import TagOutlined from '@mui/icons-material/LocalOfferOutlined';
import TruckOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { EntityIcon } from '../../definitions/entity/defineEntity';

const ICONS: Record<EntityIcon, ComponentType> = {
  store: StoreOutlined,
  person: PersonOutlined,
  book: BookOutlined,
  category: CategoryOutlined,
  tag: TagOutlined,
  truck: TruckOutlined,
  card: CardOutlined,
  mail: MailOutlined,
  event: EventOutlined,
  note: NoteOutlined,
  inventory: InventoryOutlined,
  pen: PenOutlined,
  collection: CollectionOutlined,
  campaign: CampaignOutlined,
  ticket: TicketOutlined,
  pipeline: AccountTreeOutlined,
  reading: ReadingOutlined,
  payment: PaymentsOutlined,
  renew: RenewOutlined,
  template: TemplateOutlined,
};

export const entityIcon = (name: EntityIcon | undefined): ComponentType => ICONS[name ?? 'inventory'];
