import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { $authUser } from '../../stores/auth';
import { useClientStore } from '../ui/useClientStore';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  className: string;
}

/**
 * Navigation links that depend on the user (SPEC section 2 and 6): flights, car rentals and
 * tickets for agents (their pages lead on to the sales site); packages and "New Site" for
 * users with the packages and flights options, straight to the sales-site hand-over.
 */
export default function RoleLinks({ locale, iso, messages, className }: Props) {
  const t = createT(messages, iso);
  const user = useClientStore($authUser, null);
  if (!user) return null;
  const links: { key: string; label: string; href: string }[] = [];
  if (user.plan_id !== null) {
    for (const [key, label] of [
      ['flights', 'nav.flights'],
      ['cars', 'nav.cars'],
      ['tickets', 'nav.tickets'],
    ] as const) {
      links.push({ key, label: t(label), href: routeUrl(key, {}, locale) });
    }
  }
  // Packages and the new site live on the sales site: /sso hands the user over.
  if (user.options.packages)
    links.push({
      key: 'packages',
      label: t('nav.packages'),
      href: routeUrl('sso', {}, locale, { target: 'packages' }),
    });
  if (user.options.flights) {
    links.push({
      key: 'new-site',
      label: t('nav.newSite'),
      href: routeUrl('sso', {}, locale, { target: 'new-site' }),
    });
  }
  return (
    <>
      {links.map((l) => (
        <a key={l.key} href={l.href} className={className} data-role-link={l.key}>
          {l.label}
        </a>
      ))}
    </>
  );
}
