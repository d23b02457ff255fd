// QuranFlow's page script: progressive enhancement only; every page works without it.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  // Disable a form's submit button while it is being sent, so a double tap cannot submit twice.
  for (const form of document.querySelectorAll("form")) {
    form.addEventListener("submit", () => {
      for (const button of form.querySelectorAll("button[type=submit]")) {
        setTimeout(() => { button.disabled = true; }, 0);
      }
    });
  }
});

// The app's one service worker (/sw.js: push notifications and their clicks). Registering asks nothing of the person;
// permission for notifications is asked only from the notification settings' "Turn on push on this device".
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => { navigator.serviceWorker.register("/sw.js").catch(() => {}); });
}
