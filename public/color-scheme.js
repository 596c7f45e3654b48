// The colour scheme, set before the first paint so that a dark-mode console does not flash light while its
// code loads (Mantine takes over from the same stored choice). A file rather than an inline script: the
// Content-Security-Policy allows only the console's own scripts.
(function () {
  var stored;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage may be refused; the system's preference decides then.
  }
  var scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
