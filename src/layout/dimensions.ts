/** Heights of the fixed bars, shared by the layout and the theme. */
export const APP_BAR_HEIGHT = 56;
export const BOTTOM_MENU_HEIGHT = 60;
