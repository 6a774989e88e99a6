/** Props every layout takes (Base adds `style`). */
export interface LayoutProps {
  locale: string;
  title: string;
  description: string;
  /** Keep search engines off pages that are per-user or per-transaction. */
  noindex?: boolean;
  /** A colour mode the page imposes over the visitor's preference (SPEC section 4). */
  forceColorMode?: 'light' | 'dark';
}
