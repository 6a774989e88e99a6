// Before first paint: the page-forced mode, else the saved preference, else the system's.
(function () {
  var root = document.documentElement;
  var mode = root.dataset.forceColorMode;
  if (!mode) {
    try {
      mode = localStorage.getItem('color-mode') || 'system';
    } catch {
      mode = 'system';
    }
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', mode === 'dark');
})();
