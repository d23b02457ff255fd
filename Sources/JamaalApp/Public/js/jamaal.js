// Jamaal's only script: ticks the focus chip and the focus timer once a second (count-up, neutral), hides the
// undo toast when its five seconds are up, reveals Today's Plan tomorrow row when the evening planning time comes
// while the page is open, and looks again at ST-05 while a purchase is being confirmed (its Check again link does the
// same by hand). Everything works without it; it only keeps the page current.
(function () {
  "use strict";
  function two(n) { return n < 10 ? "0" + n : String(n); }
  function format(total) {
    var h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }
  function tick() {
    document.querySelectorAll("[data-elapsed][data-running='1']").forEach(function (el) {
      var start = Number(el.getAttribute("data-elapsed")), began = Number(el.getAttribute("data-loaded") || Date.now());
      if (!el.getAttribute("data-loaded")) el.setAttribute("data-loaded", String(began));
      var total = start + Math.floor((Date.now() - began) / 1000);
      el.querySelectorAll("[data-timer]").forEach(function (t) { t.textContent = format(total); });
    });
  }
  document.addEventListener("DOMContentLoaded", function () {
    tick();
    setInterval(tick, 1000);
    document.querySelectorAll("[data-shows-in]").forEach(function (row) {
      var ms = Number(row.getAttribute("data-shows-in")) * 1000;
      if (ms >= 0 && ms < 2147483647) setTimeout(function () { row.hidden = false; }, ms);
    });
    document.querySelectorAll(".jm-toast[data-ms-left]").forEach(function (toast) {
      setTimeout(function () { toast.hidden = true; }, Math.max(0, Number(toast.getAttribute("data-ms-left"))));
    });
    document.querySelectorAll("[data-refresh-seconds]").forEach(function (card) {
      var seconds = Number(card.getAttribute("data-refresh-seconds"));
      if (seconds > 0 && seconds < 3600) setTimeout(function () { window.location.reload(); }, seconds * 1000);
    });
  });
})();
