// Before first paint: a returning visitor's partner brand (colours, name, logo) from the
// cached white-label settings; src/scripts/white-label.ts refreshes them after load.
// Colours must be hex, logos http(s) URLs or paths on this site; the name is only ever text.
window.applyWhiteLabel = function (wl) {
  var root = document.documentElement;
  if (!wl || wl.white_label !== true || root.dataset.partnerName) return;
  var hex = /^#[0-9a-f]{3,8}$/i;
  var c = wl.colors || {};
  var pairs = {
    brand: c.brand,
    'bg-brand': c.bgBrand,
    'bg-brand-alt': c.bgBrandAlt,
    'text-brand': c.textBrand,
    'text-brand-alt': c.textBrandAlt,
    background: wl.background,
  };
  if (!('brandFixed' in root.dataset)) {
    for (var key in pairs) {
      var pair = pairs[key] || {};
      if (hex.test(pair.light)) root.style.setProperty('--' + key + '-light', pair.light);
      if (hex.test(pair.dark)) root.style.setProperty('--' + key + '-dark', pair.dark);
    }
  }
  var lang = root.lang === 'he' ? 'he' : 'en';
  var names = (wl.translations && wl.translations[lang]) || {};
  var name = String(names.name || wl.name || '')
    .trim()
    .slice(0, 80);
  if (name) {
    root.style.setProperty('--wl-name', JSON.stringify(name));
    root.dataset.wlName = '';
    document.title = document.title.split(root.dataset.defaultBrand).join(name);
  }
  var logo = wl.logo || {};
  var url = /^(?:https?:\/\/[^\s"'()\\]+|\/(?![/\\])[^\s"'()\\]*)$/;
  // The partner's favicon and icon, and its home page title on the home page.
  if (url.test(wl.favicon)) {
    document.querySelectorAll('link[rel="icon"]').forEach(function (link) {
      link.removeAttribute('type');
      link.href = wl.favicon;
    });
  }
  var touch = document.querySelector('link[rel="apple-touch-icon"]');
  if (touch && url.test(wl.icon)) touch.href = wl.icon;
  var homeTitle = String(names.home_page_title || wl.home_page_title || '').trim();
  if (homeTitle && /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/?)?$/.test(location.pathname)) {
    document.title = homeTitle.slice(0, 120);
  }
  if (url.test(logo.light)) {
    root.style.setProperty('--wl-logo-light', 'url("' + logo.light + '")');
    root.style.setProperty(
      '--wl-logo-dark',
      'url("' + (url.test(logo.dark) ? logo.dark : logo.light) + '")',
    );
    root.dataset.wlLogo = '';
  }
  root.dataset.wl = '';
};
try {
  // `?fid=null` forgets the agent and its brand (SPEC section 8) before anything shows.
  if (new URLSearchParams(location.search).get('fid') === 'null') {
    localStorage.removeItem('whiteLabel');
    localStorage.removeItem('fid');
  }
  window.applyWhiteLabel(JSON.parse(localStorage.getItem('whiteLabel') || 'null'));
} catch {
  // No storage or a corrupt value: the default brand shows.
}
