import { useCallback, useState } from 'react';
import { createT, type Messages } from '../../lib/i18n/messages';
import { Modal } from '../ui/Modal';
import RoleLinks from './RoleLinks';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

export interface MenuLink {
  href: string;
  label: string;
  current: boolean;
}

export interface LanguageLink {
  code: string;
  name: string;
  iso: string;
  dir: 'ltr' | 'rtl';
  href: string;
  current: boolean;
}

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  links: MenuLink[];
  languages: LanguageLink[];
}

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base font-bold hover:bg-slate-100 aria-[current=page]:text-brand dark:hover:bg-slate-800';

/**
 * The mobile menu (SPEC section 2): the navigation of the desktop header in a side modal,
 * with the language list. Following a link leaves the page, which closes it.
 */
export default function MobileMenu({ locale, iso, messages, links, languages }: Props) {
  const t = createT(messages, iso);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('nav.openMenu')}
        className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Icon glyph={glyphs.menu} className="h-6 w-6" />
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('nav.menu')}
        closeLabel={t('nav.closeMenu')}
        kind="side"
      >
        <nav aria-label={t('nav.main')} data-mobile-menu>
          {links.map((l) => (
            <a
              key={l.href}
              href={l.href}
              className={linkClass}
              aria-current={l.current ? 'page' : undefined}
            >
              {l.label}
            </a>
          ))}
          <RoleLinks locale={locale} iso={iso} messages={messages} className={linkClass} />
        </nav>
        <h3 className="mt-6 mb-2 px-3 text-xs font-bold text-slate-500 uppercase dark:text-slate-400">
          {t('nav.language')}
        </h3>
        <ul className="grid grid-cols-2 gap-1">
          {languages.map((l) => (
            <li key={l.code}>
              <a
                href={l.href}
                hrefLang={l.iso}
                lang={l.iso}
                dir={l.dir}
                data-locale={l.code}
                aria-current={l.current ? 'true' : undefined}
                className="block rounded-lg px-3 py-1.5 text-sm hover:bg-slate-100 aria-[current]:bg-bg-brand-alt aria-[current]:font-bold dark:hover:bg-slate-800"
              >
                {l.name}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
