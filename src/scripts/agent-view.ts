/**
 * Keeps what depends on the visitor's role and agent id right while the page is open:
 * `data-agent` on `<html>` (which hides `[data-for-non-agents]`: the promotion banner, the
 * join and reservation-management links; SPEC section 6) follows sign-in and sign-out in
 * this or another tab, and every `a[data-join-agent]` carries `?ref={fid}` of the visit
 * (SPEC section 9) through the same builder as the user menu and the lead pop-up.
 */
import { joinAgentUrl } from '../lib/links';
import { localeFromPath } from '../lib/i18n/locales';
import { visitFid } from '../lib/white-label';
import { $fid } from '../stores/agent';
import { $isAgent } from '../stores/auth';

export function syncAgentView(): void {
  $isAgent.subscribe((agent) => document.documentElement.toggleAttribute('data-agent', agent));
  const locale = localeFromPath(location.pathname);
  $fid.subscribe((stored) => {
    const href = joinAgentUrl(locale, visitFid(location.search, stored));
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-join-agent]'))
      link.href = href;
  });
}
