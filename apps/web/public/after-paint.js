// docs/decisions/006 ("After the first paint"): a prerendered page paints from its HTML alone, so its scripts are
// asked for once that paint is on screen and counted as the largest, rather than with the HTML. The build writes
// them inert (build/prerender-plugin.ts: `<script data-after-paint data-src>`, `<link data-after-paint data-href>`);
// this script, loaded `defer` from the same origin (the CSP allows no inline script), makes them real once the
// browser has painted and recorded the whole page (where it does not report paints: two frames after parsing). A page
// opened in a background tab paints nothing until shown: its scripts are asked for at once.
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
  // Until the page's script has hydrated it, a form of the prerendered HTML has no handler of React's, and the
  // browser would send it itself: a GET to the page with the fields in the address, the password with them. A
  // submit is never the browser's to send here (every form of the app prevents it and sends its own request, and
  // React's handlers still run after this one): before hydrating it is lost, as a tap then is (decision 006).
  document.addEventListener(
    'submit',
    function (event) {
      event.preventDefault();
    },
    true,
  );
  if (document.visibilityState === 'hidden') return start();
  // This runs once the whole document is parsed (defer): the frame after it paints all of it. The scripts are asked
  // for a frame later still, once that frame's paint has been presented and recorded as the largest (a first paint
  // while parsing may show only the header: its logo is a candidate, the heading painted next the largest).
  var painted = false;
  var framesDone = false;
  var maybeStart = function () {
    if (painted && framesDone) start();
  };
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(function () {
        framesDone = true;
        maybeStart();
      }, 0);
    });
  });
  try {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      painted = true;
      maybeStart();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    painted = true; // a browser that does not report it: the frames alone
  }
  // Should no paint be reported (nothing contentful), the scripts come all the same.
  setTimeout(start, 3000);
})();
