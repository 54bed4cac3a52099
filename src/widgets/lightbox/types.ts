/** What the lightbox shows. */
export interface LightboxItem {
  src: string;
  type: 'image' | 'video' | 'pdf' | 'other';
  name?: string;
  thumbnail?: string;
  /** Items of one group are browsed together (a product's gallery). */
  group?: string;
  /** Default true for images. */
  enableZoom?: boolean;
  /** Show 'Open in a new tab' (default true). */
  openFile?: boolean;
  /** Show 'Download' (default true). */
  download?: boolean;
  /** The download address, when it differs from `src`. */
  downloadUrl?: string;
  mime?: string;
  width?: number;
  height?: number;
}
