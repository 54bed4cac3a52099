// The sidebar's sections are the definitions' own (an entity names the section it stands in).
export { MENU_SECTIONS, type MenuSection } from '../../definitions/entity/defineEntity';
