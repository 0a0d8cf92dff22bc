// docs/decisions/006 ("After the first paint"): a prerendered page paints from its HTML alone, so its scripts are
// asked for once that paint is on screen rather than with the HTML. The build writes them inert
// (build/prerender-plugin.ts: `<script data-after-paint data-src>`, `<link data-after-paint data-href>`); this
// script, loaded `defer` from the same origin (the CSP allows no inline script), makes them real after the next
// frame. A page opened in a background tab paints nothing until shown: its scripts are asked for at once.
/* global document, requestAnimationFrame */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var inert = document.querySelectorAll('[data-after-paint]');
    for (var i = 0; i < inert.length; i++) {
      var el = inert[i];
      var real;
      if (el.tagName === 'SCRIPT') {
        real = document.createElement('script');
        real.type = 'module';
        real.src = el.getAttribute('data-src');
      } else {
        real = document.createElement('link');
        real.rel = 'modulepreload';
        real.href = el.getAttribute('data-href');
      }
      real.crossOrigin = '';
      el.replaceWith(real);
    }
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
