// After the first paint that follows the load, or at a person's first input if sooner: starts
// the page's module (src/scripts/page.ts), which src/layouts/Base.astro holds inert in
// <template id="page-module"> until then. Nothing of it is needed to paint, and Lighthouse's
// simulated slow 4G counts every request that ends before the observed largest paint, with
// the module's imports a round trip each (issue 30: 0.4-0.55 s of LCP on a static page).
// A page with islands that wake without input (at load, idle or in view) starts it at once:
// its reload after a part failed to load must listen before they do.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    var held = document.getElementById('page-module');
    var source = held && held.content && held.content.querySelector('script[src]');
    if (!source) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = source.getAttribute('src');
    document.body.appendChild(script);
  }
  // A hidden tab paints no frame (requestAnimationFrame waits for it to be shown).
  function afterPaint() {
    if (document.visibilityState === 'hidden') start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  addEventListener('pointerdown', start, { capture: true, passive: true });
  addEventListener('keydown', start, { capture: true, passive: true });
  if (document.querySelector('astro-island:not([client="interaction"])')) start();
  else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
