import { useCallback, useState } from 'react';
import { SOCIALS } from '../../../contract/socials';
import { safeUrl } from '../../lib/urls';
import { createT, type Messages } from '../../lib/i18n/messages';
import { regionName } from '../../lib/region-name';
import { $countries, $country, setCountry } from '../../stores/country';
import { $whiteLabel } from '../../stores/white-label';
import { CountryPicker } from '../ui/CountryPicker';
import { useClientStore } from '../ui/useClientStore';

interface Props {
  iso: string;
  messages: Messages;
  brand: string;
}

/**
 * The footer's live parts (SPEC section 2 "Footer"): the country selector, social links
 * from the white-label settings, and the credit-card statement for countries other than IL.
 */
export default function FooterSettings({ iso, messages, brand }: Props) {
  const t = createT(messages, iso);
  const country = useClientStore($country, null);
  const recent = useClientStore($countries, []);
  const whiteLabel = useClientStore($whiteLabel, null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const socials = SOCIALS.map((name) => ({
    name,
    href: safeUrl(whiteLabel?.socials[name]),
  })).filter((s): s is { name: (typeof SOCIALS)[number]; href: string } => s.href !== undefined);
  const statementBrand = whiteLabel?.name?.trim() || brand;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-xs font-bold uppercase">{t('footer.country')}</span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-country={country?.code ?? ''}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:border-brand dark:border-slate-600"
        >
          {country ? regionName(country.code, iso, country.name) : t('country.choose')}
        </button>
        {socials.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label={t('footer.social')}>
            {socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm capitalize hover:text-brand hover:underline"
                >
                  {t(`social.${s.name}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {country?.code !== 'IL' && (
        <p data-card-statement>{t('footer.cardStatement', { brand: statementBrand })}</p>
      )}
      <CountryPicker
        open={open}
        onClose={close}
        onChoose={setCountry}
        selected={country?.code}
        recent={recent}
        iso={iso}
        t={t}
      />
    </div>
  );
}
