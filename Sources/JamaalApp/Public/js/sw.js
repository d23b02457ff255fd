// Jamaal's service worker (scope /): shows the reminders the open page hands it as system notifications, and on a tap
// opens the reminder's page — Night Planning, Today at the Anchor's or habit's row, or Subscription — in a Jamaal window
// already open, or a new one. It caches nothing: Jamaal is served from this machine.
"use strict";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type !== "jamaal-reminders" || !Array.isArray(data.reminders)) return;
  event.waitUntil(Promise.all(data.reminders.map(function (r) {
    return self.registration.showNotification(r.title, {
      body: r.body, tag: r.id, data: { url: r.url }, icon: "/static/icon-192.png", badge: "/static/icon-192.png"
    });
  })));
});

self.addEventListener("notificationclick", function (event) {
  var url = new URL((event.notification.data && event.notification.data.url) || "/today", self.location.origin).href;
  event.notification.close();
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
    for (var i = 0; i < windows.length; i++) {
      if (new URL(windows[i].url).origin === self.location.origin && "navigate" in windows[i]) {
        return windows[i].navigate(url).then(function (w) { return (w || windows[i]).focus(); });
      }
    }
    return self.clients.openWindow(url);
  }));
});
