/**
 * Behaviour every page shares, shipped as one small module with no store or framework code,
 * started after the first paint (src/scripts/inline/page-start.js) so that it costs nothing
 * before it: the navigation progress bar, the online/offline notice, the language cookie on
 * language links, and the reload after a page part failed to load. What needs the stores or
 * the API (the agent view, the lead pop-up's clock, the white-label settings, the service
 * worker) loads in one part once the page is interactive (src/scripts/interactive.ts).
 */
import { writeCookie } from '../lib/api/cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../lib/i18n/cookie';
import { createProgress, mayReload } from '../lib/progress';
import { watchSavedCopy } from './saved-copy';
import { whenInteractive } from './when-interactive';

const bar = document.getElementById('progress-bar');
if (bar) {
  const progress = createProgress(
    ({ state, percent, visible }) => {
      bar.style.transform = `scaleX(${percent / 100})`;
      bar.style.opacity = visible ? '1' : '0';
      bar.dataset.state = state;
    },
    {
      // Bound calls: browsers refuse timer functions called on another object.
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id as number),
    },
  );
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (link.target && link.target !== '_self') return;
    if (link.hasAttribute('download') || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    progress.start();
  });
  // Back/forward cache restores the page as it was left: end any running bar.
  addEventListener('pageshow', () => progress.finish());
}

// Language links remember the choice for the root redirect (SPEC section 4).
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-locale]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const code = link.dataset.locale ?? '';
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE);
});

const notice = document.getElementById('network-notice');
if (notice) {
  const text = notice.querySelector<HTMLElement>('[data-text]');
  const dismiss = notice.querySelector<HTMLButtonElement>('[data-dismiss]');
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const show = (online: boolean) => {
    clearTimeout(hideTimer);
    notice.dataset.online = String(online);
    if (text)
      text.textContent = (online ? notice.dataset.onlineText : notice.dataset.offlineText) ?? '';
    if (dismiss) dismiss.hidden = online;
    notice.hidden = false;
    // Online is good news for 3 s; offline stays until dismissed (SPEC section 4).
    if (online) hideTimer = setTimeout(() => (notice.hidden = true), 3000);
  };
  // A page or answer the service worker took from its saved copies: when it was saved.
  const saved = notice.querySelector<HTMLElement>('[data-saved]');
  watchSavedCopy((_, formatted) => {
    if (!saved) return;
    saved.textContent = (notice.dataset.savedText ?? '').replace('{time}', formatted);
    saved.hidden = false;
    show(false);
  });
  addEventListener('online', () => show(true));
  addEventListener('offline', () => show(false));
  dismiss?.addEventListener('click', () => (notice.hidden = true));
  if (!navigator.onLine) show(false);
}

const RELOAD_KEY = 'page-part-reload-at';
const reloadOnce = () => {
  // Offline, the reload would fail as the part did, and lose what the page shows: it waits
  // for the connection.
  if (!navigator.onLine) {
    addEventListener('online', reloadOnce, { once: true });
    return;
  }
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
    if (!mayReload(last, Date.now())) {
      // Marks the page so that a person's tools (and the tests) can tell it gave up.
      document.documentElement.dataset.reloadDeclined = '';
      return;
    }
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  location.reload();
};
addEventListener('vite:preloadError', reloadOnce);
// Astro has already retried the island's import once when this fires.
addEventListener('astro:hydration-error', reloadOnce);
addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : String(reason);
  if (
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      message,
    )
  ) {
    reloadOnce();
  }
});

// Images that fail to load show the placeholder their data-fallback-src names (the CSP allows
// no inline event handlers): those that failed before this module ran, and later ones.
const useFallback = (image: HTMLImageElement) => {
  const fallback = image.dataset.fallbackSrc;
  if (fallback && image.getAttribute('src') !== fallback) image.src = fallback;
};
for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
  if (image.complete && image.naturalWidth === 0) useFallback(image);
}
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) useFallback(event.target);
  },
  true,
);

// The mobile back button goes back when the previous page was ours, else home.
document.addEventListener('click', (event) => {
  const back = (event.target as Element | null)?.closest?.('a[data-back]');
  if (!back || history.length < 2 || !document.referrer.startsWith(location.origin)) return;
  event.preventDefault();
  history.back();
});

// Dropdowns built on <details> close on an outside click and on Escape.
const closeDropdowns = (except?: Element | null) => {
  for (const open of document.querySelectorAll('details[data-dropdown][open]')) {
    if (open !== except && !open.contains(except ?? null)) open.removeAttribute('open');
  }
};
document.addEventListener('pointerdown', (event) =>
  closeDropdowns((event.target as Element | null)?.closest?.('details[data-dropdown]')),
);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeDropdowns();
});

// The lead pop-up counts from the load (SPEC section 4), though its clock starts afterwards.
let loadedAt: number | undefined = document.readyState === 'complete' ? Date.now() : undefined;
if (loadedAt === undefined) addEventListener('load', () => (loadedAt = Date.now()), { once: true });
whenInteractive(() => {
  // A part that fails to load reloads the page once (above); nothing else to do here.
  const start = () =>
    import('./interactive')
      .then((m) => m.startInteractive(loadedAt ?? Date.now()))
      .then(() => {
        // What tests wait for, like `pageStarted` below.
        document.documentElement.dataset.interactive = '';
      })
      .catch(() => undefined);
  // Offline, the import would fail and reload the page once back online: it waits instead.
  if (navigator.onLine) void start();
  else addEventListener('online', () => void start(), { once: true });
});

// The page's behaviour is in place (it starts after the first paint): what tests wait for.
document.documentElement.dataset.pageStarted = '';
