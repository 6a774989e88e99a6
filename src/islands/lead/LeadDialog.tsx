import { useCallback, useMemo, useRef } from 'react';
import { MAX_SAVINGS_PERCENT } from '../../lib/config';
import { createT, type Messages } from '../../lib/i18n/messages';
import { joinAgentUrl } from '../../lib/links';
import { formatPercent } from '../../lib/units';
import type { CountryRef } from '../../lib/types';
import { $fid } from '../../stores/agent';
import { visitFid } from '../../lib/white-label';
import { Modal } from '../ui/Modal';
import { LeadForm } from './LeadForm';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  localeCountry: CountryRef;
  onClose: () => void;
}

const PERKS = ['lead.perkSavings', 'lead.perkBestPrice', 'lead.perkEarn'] as const;

/**
 * The lead pop-up's content (SPEC section 1, 4 and 5): recruitment text for people who like
 * helping friends book vacations, the "Join as an Agent" link (new tab, `?ref={fid}` when an
 * agent id is known) and the lead form. Centred on desktop, a bottom sheet on phones.
 */
export default function LeadDialog({ locale, iso, messages, localeCountry, onClose }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const joinUrl = useMemo(
    () => joinAgentUrl(locale, visitFid(location.search, $fid.get())),
    [locale],
  );
  // While the country picker (a modal of its own) is open, its Escape and clicks are its own.
  const pickerOpen = useRef(false);
  const onPicker = useCallback((open: boolean) => (pickerOpen.current = open), []);
  const dismiss = useCallback(() => {
    if (!pickerOpen.current) onClose();
  }, [onClose]);
  return (
    <Modal
      open
      onClose={dismiss}
      title={t('lead.title')}
      closeLabel={t('modal.close')}
      kind="center"
    >
      <div data-lead-popup className="flex flex-col gap-4">
        <p>{t('lead.intro')}</p>
        {/* On phones the sheet stays short: the banner already carries these claims. */}
        <ul className="hidden flex-col gap-1.5 text-sm sm:flex">
          {PERKS.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <Icon glyph={glyphs.check} className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <span>{t(key, { discount: formatPercent(MAX_SAVINGS_PERCENT, iso) })}</span>
            </li>
          ))}
        </ul>
        <a
          href={joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-join-agent
          className="inline-flex items-center justify-center gap-2 self-start rounded-xl border-2 border-brand px-4 py-2 font-bold text-brand hover:bg-bg-brand-alt"
        >
          {t('nav.joinAgent')}
          <span className="sr-only">{t('lead.newTab')}</span>
          <Icon glyph={glyphs.external} className="flip-rtl h-4 w-4" />
        </a>
        <LeadForm
          locale={locale}
          iso={iso}
          t={t}
          localeCountry={localeCountry}
          onDone={onClose}
          onPicker={onPicker}
        />
      </div>
    </Modal>
  );
}
