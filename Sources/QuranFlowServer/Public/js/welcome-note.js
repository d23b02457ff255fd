// Coach detail's welcome note: reports how far the student has listened (CSRF-protected POSTs to the note's
// position, as the lesson player does) once playing passes a second, every 5 s of play, on pause and at the end,
// so "Meet your coach" counts as done once the note has been played.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const audio = document.getElementById("welcome-audio");
  if (!audio) return;
  const url = audio.dataset.progressUrl;
  const csrf = audio.dataset.csrf;
  if (!url) return;
  let lastSent = 0;

  function report(force) {
    const position = audio.ended ? audio.duration : audio.currentTime;
    if (!(position > 0)) return;
    if (!force && position - lastSent < 5 && lastSent > 0) return;
    lastSent = position;
    fetch(url, {
      method: "POST", body: new URLSearchParams({ position: String(Math.floor(position * 10) / 10) }),
      credentials: "same-origin", keepalive: true,
      headers: { "X-CSRF-Token": csrf, "Accept": "application/json" },
    }).catch(() => {});
  }

  audio.addEventListener("timeupdate", () => report(false));
  audio.addEventListener("pause", () => report(true));
  audio.addEventListener("ended", () => report(true));
});
