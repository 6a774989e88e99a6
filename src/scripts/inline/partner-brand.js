// Before first paint: a returning visitor's partner brand from the cached white-label
// settings (refreshed after load by src/scripts/white-label.ts). Colours and URLs pass as
// src/lib/colors.ts and urls.ts pass them (src/scripts/partner-brand.test.ts); names are text.
window.applyWhiteLabel = function (wl) {
  var root = document.documentElement;
  if (!wl || wl.white_label !== true || root.dataset.partnerName) return;
  // #n number, #p percentage, #a alpha, #h hue, #c comma, #w space, #e [/ alpha] and ')'.
  var n = '[+-]?(?:\\d{1,3}(?:\\.\\d{1,4})?|\\.\\d{1,4})';
  var parts = { n: n, p: n + '%', a: '(?:' + n + '%?)', c: '\\s*,\\s*', w: '\\s+' };
  parts.h = n + '(?:deg|turn|rad)?';
  parts.e = '(?:\\s*/\\s*' + parts.a + ')?\\s*\\)$';
  function syntax(source) {
    var expanded = source.replace(/#(\w)/g, function (_, part) {
      return parts[part];
    });
    return new RegExp(expanded, 'i');
  }
  var rgb = syntax(
    '^rgba?\\(\\s*(?:#n#c#n#c#n|#p#c#p#c#p)(?:#c#a)?\\s*\\)$|^rgba?\\(\\s*(?:#n#w#n#w#n|#p#w#p#w#p)#e',
  );
  var hsl = syntax('^hsla?\\(\\s*#h#c#p#c#p(?:#c#a)?\\s*\\)$|^hsla?\\(\\s*#h#w#p#w#p#e');
  function color(value) {
    if (typeof value !== 'string') return;
    var text = value.trim();
    if (text === '' || text.length > 64) return;
    if (/^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) {
      return (text[0] === '#' ? '' : '#') + text.toLowerCase();
    }
    if (rgb.test(text) || hsl.test(text)) return text.toLowerCase().replace(/\s+/g, ' ');
  }
  function url(value) {
    if (typeof value !== 'string' || value.length > 2048) return;
    if (value[0] === '/') {
      if (value[1] === '/') return;
      for (var i = 0; i < value.length; i++) {
        if (value[i] === '\\' || value.charCodeAt(i) < 32) return;
      }
      return value;
    }
    try {
      var parsed = new URL(value.trim());
      if (/^https?:$/.test(parsed.protocol) && !parsed.username && !parsed.password) {
        return parsed.href;
      }
    } catch {
      // Refused.
    }
  }
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
      var light = color(pair.light);
      var dark = color(pair.dark);
      if (light) root.style.setProperty('--' + key + '-light', light);
      if (dark) root.style.setProperty('--' + key + '-dark', dark);
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
  // The partner's favicon and icon, and its home page title on the home page.
  var favicon = url(wl.favicon);
  if (favicon) {
    document.querySelectorAll('link[rel="icon"]').forEach(function (link) {
      link.removeAttribute('type');
      link.href = favicon;
    });
  }
  var touch = document.querySelector('link[rel="apple-touch-icon"]');
  var icon = url(wl.icon);
  if (touch && icon) touch.href = icon;
  var homeTitle = String(names.home_page_title || wl.home_page_title || '').trim();
  if (homeTitle && /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/?)?$/.test(location.pathname)) {
    document.title = homeTitle.slice(0, 120);
  }
  var logoLight = url(logo.light);
  if (logoLight) {
    root.style.setProperty('--wl-logo-light', 'url(' + JSON.stringify(logoLight) + ')');
    root.style.setProperty(
      '--wl-logo-dark',
      'url(' + JSON.stringify(url(logo.dark) || logoLight) + ')',
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
