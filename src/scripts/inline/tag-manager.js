// The container id comes from the script element's data-gtm-id, so the code (and its hash in
// the Content-Security-Policy) is the same for every configuration.
(function () {
  var gtmId = document.currentScript && document.currentScript.dataset.gtmId;
  if (!gtmId) return;
  function inject() {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    var script = document.createElement('script');
    script.async = true;
    script.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(gtmId);
    document.head.appendChild(script);
  }
  function whenIdle() {
    if ('requestIdleCallback' in window) requestIdleCallback(inject, { timeout: 3000 });
    else setTimeout(inject, 1);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
