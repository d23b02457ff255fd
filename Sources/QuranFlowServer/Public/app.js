// QuranFlow's page script: progressive enhancement only; every page works without it.
"use strict";

// How a page's script sends something and reads the answer (the recorders, the loop's uploads, the review's marks): it
// asks for JSON, with the page's CSRF token, so a refusal comes back as {"error": {"message": …}} and is shown in its
// own words — never as an error page's text. `send` resolves with { ok, status, body, message } (`message`: the
// refusal's own, or ""); it rejects only when the request could not be made (offline). Leave `type` out for FormData.
window.QuranFlow = {
  async send(url, body, { csrf, type, accept = "application/json" } = {}) {
    const headers = { "Accept": accept };
    if (csrf) headers["X-CSRF-Token"] = csrf;
    if (type) headers["Content-Type"] = type;
    const response = await fetch(url, { method: "POST", body, credentials: "same-origin", headers });
    const answer = await response.json().catch(() => ({}));
    const message = (answer && answer.error && typeof answer.error.message === "string") ? answer.error.message : "";
    return { ok: response.ok, status: response.status, body: answer, message };
  },
};

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
