/**
 * The header's mobile menu, its messages loaded with its code and its language list built
 * from the locale table (the page carries only its path, not 39 links).
 */
import type { ComponentProps } from 'react';
import MobileMenu from '../header/MobileMenu';
import { LOCALES, localizePath } from '../../lib/i18n/locales';
import { islandMessages, loadIslandMessages } from './messages';

if (!import.meta.env.SSR) await loadIslandMessages(['header']);

type Props = Omit<ComponentProps<typeof MobileMenu>, 'messages' | 'languages'> & {
  /** The page's path without its locale prefix's variants: what each language link localises. */
  path: string;
};

export default function MountedMobileMenu({ path, ...props }: Props) {
  const languages = LOCALES.map((l) => ({
    code: l.code,
    name: l.name,
    iso: l.iso,
    dir: l.dir,
    href: localizePath(path, l.code),
    current: l.code === props.locale,
  }));
  return (
    <MobileMenu
      {...props}
      messages={islandMessages(props.locale, 'header')}
      languages={languages}
    />
  );
}
