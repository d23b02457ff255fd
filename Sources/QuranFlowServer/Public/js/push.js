// Push on this device (the notification settings' device card). Reads the browser's permission and subscription and
// shows the matching line and button. Permission is asked only when "Turn on push on this device" is pressed — never
// on page load. Turning on: ask permission, register the service worker, subscribe with the server's VAPID key, and
// store the subscription on the server; turning off removes it on both sides.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const card = document.querySelector("[data-push]");
  if (!card) return;
  const line = card.querySelector("[data-push-line]");
  const on = card.querySelector("[data-push-on]");
  const off = card.querySelector("[data-push-off]");
  const csrf = card.dataset.csrf;

  function show(text, state) {
    line.textContent = text;
    on.hidden = state !== "off";
    off.hidden = state !== "on";
    card.dataset.state = state;
  }

  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!supported) { show(card.dataset.unsupported, "unsupported"); return; }

  async function registration() {
    await navigator.serviceWorker.register("/sw.js");
    return navigator.serviceWorker.ready;
  }

  async function post(url, body) {
    const response = await fetch(url, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      let message = "The server answered " + response.status + ".";
      try { const body = await response.json(); message = (body.error && body.error.message) || message; } catch (error) { /* not JSON */ }
      throw new Error(message);
    }
    return response.json();
  }

  function keyBytes(base64url) {
    const padded = base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4);
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  }

  async function refresh() {
    if (Notification.permission === "denied") { show(card.dataset.blocked, "blocked"); return; }
    const reg = await navigator.serviceWorker.getRegistration("/");
    const subscription = reg ? await reg.pushManager.getSubscription() : null;
    if (subscription && Notification.permission === "granted") {
      // Keep the server's copy current (a browser may have renewed the subscription).
      try { await post(card.dataset.subscribe, subscription.toJSON()); } catch (error) { /* shown on the next press */ }
      show(card.dataset.on, "on");
    } else {
      show(card.dataset.off, "off");
    }
  }

  on.addEventListener("click", async () => {
    on.disabled = true;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") { show(permission === "denied" ? card.dataset.blocked : card.dataset.off, permission === "denied" ? "blocked" : "off"); return; }
      const reg = await registration();
      const key = await (await fetch(card.dataset.key, { credentials: "same-origin" })).json();
      if (!key.enabled) throw new Error("This server does not send push notifications.");
      const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) });
      await post(card.dataset.subscribe, subscription.toJSON());
      show(card.dataset.on, "on");
    } catch (error) {
      show("Couldn't turn on push here: " + (error && error.message ? error.message : error), "off");
    } finally {
      on.disabled = false;
    }
  });

  off.addEventListener("click", async () => {
    off.disabled = true;
    try {
      const reg = await navigator.serviceWorker.getRegistration("/");
      const subscription = reg ? await reg.pushManager.getSubscription() : null;
      if (subscription) {
        await post(card.dataset.unsubscribe, { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      show(card.dataset.off, "off");
    } catch (error) {
      show("Couldn't stop push here: " + (error && error.message ? error.message : error), "on");
    } finally {
      off.disabled = false;
    }
  });

  refresh().catch(() => show(card.dataset.off, "off"));
});
