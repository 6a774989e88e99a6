// Starts the page's held modules (each the script of a <template data-held-module>: the page's
// own, src/layouts/Base.astro, and a page kind's, such as the results follower's start) once
// the page's first content is on screen after the load, or at the first input if sooner; at
// once on a page whose islands wake without input, so that its reload after a failed part
// listens first.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    var held = document.querySelectorAll('template[data-held-module]');
    for (var i = 0; i < held.length; i++) {
      var source = held[i].content.querySelector('script[src]');
      if (!source) continue;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = source.getAttribute('src');
      document.body.appendChild(script);
    }
  }
  // A task queued after the frame that follows the load can run before that frame reaches
  // the screen (its raster and presentation come later): the module's request then began
  // before the first content was shown, and Lighthouse counts it in the first paint (100-280
  // ms more at a phone's speed in about a quarter of the runs). Paint Timing reports the first
  // contentful paint once it is presented, so the module waits for that report when the
  // content is not on screen yet; a page that never reports it (nothing contentful) starts a
  // second after the load. A browser without Paint Timing starts it a frame after the load.
  function afterLoad() {
    // A hidden tab paints no frame (requestAnimationFrame waits for it to be shown).
    if (document.visibilityState === 'hidden') return start();
    var types =
      (typeof PerformanceObserver == 'function' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0 || performance.getEntriesByName('first-contentful-paint').length)
      return requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint' });
    setTimeout(start, 1000);
  }
  addEventListener('pointerdown', start, { capture: true, passive: true });
  addEventListener('keydown', start, { capture: true, passive: true });
  if (document.querySelector('astro-island:not([client="interaction"])')) start();
  else if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})();
