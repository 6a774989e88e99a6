/**
 * Renders the lead dialog into the page's pop-up element, with its messages: loaded by the
 * pop-up's clock (src/scripts/lead-popup.ts) only when the pop-up opens.
 */
import { createRoot } from 'react-dom/client';
import { getLocale } from '../../lib/i18n/locales';
import { localeCountry } from '../../lib/lead/country';
import { islandMessages, loadIslandMessages, pageLocale } from '../mount/messages';
import { wakeFollowingIslands } from '../../scripts/island-wake';
import LeadDialog from './LeadDialog';

/** Shows the dialog in `root`; `onClose` runs when the visitor closes it. Returns its removal. */
export async function mountLeadDialog(root: HTMLElement, onClose: () => void): Promise<() => void> {
  // The toaster shows the form's failures.
  wakeFollowingIslands();
  await loadIslandMessages(['lead']);
  const locale = pageLocale();
  const reactRoot = createRoot(root);
  reactRoot.render(
    <LeadDialog
      locale={locale}
      iso={getLocale(locale).iso}
      messages={islandMessages(locale, 'lead')}
      localeCountry={localeCountry(locale)}
      onClose={onClose}
    />,
  );
  return () => reactRoot.unmount();
}
