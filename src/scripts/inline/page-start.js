// Starts the page's module (held in <template id="page-module">, src/layouts/Base.astro) after
// the first paint that follows the load, or at the first input if sooner; at once on a page
// whose islands wake without input, so that its reload after a failed part listens first.
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
