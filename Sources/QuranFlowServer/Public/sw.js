// QuranFlow's one service worker (served at /sw.js so its scope is the whole app). It shows push notifications and
// opens them. A push message's payload is JSON: {id, title, body, url, tag, createdAt}. `tag` is the notification's
// thread — a later notification of the thread replaces the earlier one (they supersede, never stack) — and `id` the
// server's row: a retried delivery of a row already shown is not shown again. Open ambient boards are told to fetch
// their timelines again. Other features add their handlers here.
"use strict";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { title: "QuranFlow", body: event.data ? event.data.text() : "" };
  }
  const tag = typeof data.tag === "string" && data.tag ? data.tag : "quranflow";
  event.waitUntil((async () => {
    const shown = await self.registration.getNotifications({ tag });
    if (data.id && shown.some((n) => n.data && n.data.id === data.id)) return;
    await self.registration.showNotification(data.title || "QuranFlow", {
      body: data.body || "",
      tag,
      renotify: shown.length > 0,
      icon: "/static/icon.svg",
      data: { id: data.id || null, url: typeof data.url === "string" ? data.url : "/" },
    });
    // The widget push: a notification about the week's loop (feedback ready, above all) means every open ambient board
    // fetches its timelines again — the same reload its event stream triggers while the page is in front.
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows) client.postMessage({ type: "ambient-invalidate", tag });
  })());
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  if (target.origin !== self.location.origin) return;  // only ever our own pages
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows) {
      if (new URL(client.url).origin === target.origin && "focus" in client) {
        await client.focus();
        return client.navigate(target.href);
      }
    }
    return self.clients.openWindow(target.href);
  })());
});
