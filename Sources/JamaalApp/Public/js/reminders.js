// Jamaal's reminders on the page (F13, SY-01, ST-03).
// - This device's switch lives in the jm_remind cookie; on the first visit it is decided here: on below the 64rem
//   breakpoint (a phone), off above it.
// - While the switch is on and notifications are allowed, the page asks the server for due reminders (at the second the
//   next one is due, at least once a minute, and on every return to the foreground) and shows each — through the service
//   worker when there is one (scope /), else with `new Notification` — then takes it out of Today's missed list.
// - Permission is re-checked on every return to the foreground: SY-01's banner, ST-03's warning card and the quiet
//   "notifications are off" lines are drawn hidden by the server and revealed here while it is off. Only revealed, never
//   shown and taken away, so nothing flashes.
(function () {
  "use strict";
  var YEAR = 365 * 86400;
  function cookie(name) {
    var found = document.cookie.split("; ").filter(function (c) { return c.indexOf(name + "=") === 0; })[0];
    return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
  }
  function setCookie(name, value, maxAge) {
    document.cookie = name + "=" + encodeURIComponent(value) + "; path=/; max-age=" + maxAge + "; samesite=strict";
  }
  function deviceOn() {
    var value = cookie("jm_remind");
    if (value !== "on" && value !== "off") {
      value = window.matchMedia("(min-width: 64rem)").matches ? "off" : "on";
      setCookie("jm_remind", value, 10 * YEAR);
      document.querySelectorAll("[data-device-switch='undecided']").forEach(function (box) { box.checked = value === "on"; });
    }
    return value === "on";
  }
  function permission() {
    return "Notification" in window ? Notification.permission : "unsupported";
  }
  var registration = null;
  function register() {
    if (!("serviceWorker" in navigator)) return Promise.resolve(null);
    return navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (ready) { registration = ready; return ready; }, function () { return null; });
  }
  function show(reminders) {
    if (!reminders.length) return;
    if (registration && registration.active) {
      registration.active.postMessage({ type: "jamaal-reminders", reminders: reminders });
    } else {
      reminders.forEach(function (r) {
        var n = new Notification(r.title, { body: r.body, tag: r.id });
        n.onclick = function () { window.focus(); window.location.href = r.url; n.close(); };
      });
    }
    reminders.forEach(function (r) {
      document.querySelectorAll("[data-reminder]").forEach(function (row) {
        if (row.getAttribute("data-reminder") === r.id) row.remove();
      });
    });
    document.querySelectorAll(".jm-missed-reminders").forEach(function (list) {
      var left = list.querySelectorAll("[data-reminder]").length;
      list.querySelectorAll("[data-missed-count]").forEach(function (count) { count.textContent = String(left); });
      if (!left) list.hidden = true;
    });
  }
  var timer = null, asking = false;
  function poll() {
    clearTimeout(timer);
    if (asking || !deviceOn() || permission() !== "granted") return;
    var token = document.querySelector("meta[name='csrf-token']");
    asking = true;
    fetch("/api/reminders/claim", {
      method: "POST", credentials: "same-origin",
      headers: { "X-CSRF-Token": token ? token.content : "", "Accept": "application/json" }
    }).then(function (response) { return response.ok ? response.json() : null; }).then(function (answer) {
      asking = false;
      if (!answer) { timer = setTimeout(poll, 60000); return; }
      show(answer.reminders || []);
      timer = setTimeout(poll, Math.max(1, answer.nextInSeconds || 60) * 1000);
    }, function () { asking = false; timer = setTimeout(poll, 60000); });
  }
  function reveal(el, on) { if (on) el.hidden = false; }
  function refresh() {
    var on = deviceOn(), state = permission(), off = state !== "granted";
    document.querySelectorAll("[data-notify-banner]").forEach(function (banner) {
      var day = banner.getAttribute("data-notify-banner");
      var show = on && off && cookie("jm_notify_banner_never") !== "1" && cookie("jm_notify_banner_day") !== day;
      if (show) banner.hidden = false;
      if (!off) banner.hidden = true;
      banner.querySelectorAll("[data-notify-ask]").forEach(function (b) { b.hidden = state !== "default"; });
      banner.querySelectorAll("[data-notify-settings]").forEach(function (a) { a.hidden = state === "default"; });
    });
    document.querySelectorAll("[data-notify-warning]").forEach(function (card) {
      reveal(card, on && off);
      if (!off) card.hidden = true;
      card.querySelectorAll("[data-notify-when]").forEach(function (part) {
        part.hidden = part.getAttribute("data-notify-when") !== state;
      });
    });
    document.querySelectorAll("[data-notify-off-line]").forEach(function (line) {
      reveal(line, on && off);
      if (!off) line.hidden = true;
    });
  }
  function ask() {
    if (!("Notification" in window)) return;
    var asked = Notification.requestPermission(function () { refresh(); poll(); });
    if (asked && asked.then) asked.then(function () { refresh(); if (permission() === "granted") register().then(poll); });
  }
  document.addEventListener("DOMContentLoaded", function () {
    refresh();
    document.querySelectorAll("[data-notify-ask]").forEach(function (button) { button.addEventListener("click", ask); });
    if (deviceOn() && permission() === "granted") register().then(poll); else poll();
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible") return;
    refresh();
    if (deviceOn() && permission() === "granted") (registration ? Promise.resolve() : register()).then(poll);
  });
})();
