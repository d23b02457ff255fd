// The lesson video player: resumes at the stored position, reports the position (CSRF-protected POSTs) every
// 10 s of play, on pause, on seek and when the page is hidden, and shows "Marked as watched" once 90 % is reached.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const video = document.getElementById("lesson-video");
  if (!video) return;
  const banner = document.getElementById("watched-banner");
  const url = video.dataset.progressUrl;
  const csrf = video.dataset.csrf;
  const resume = Number(video.dataset.resume || 0);
  let lastSent = -1;

  video.addEventListener("loadedmetadata", () => {
    if (resume > 0 && resume < video.duration) video.currentTime = resume;
  }, { once: true });

  function report(force) {
    const position = Math.floor(video.currentTime * 10) / 10;
    if (!force && Math.abs(position - lastSent) < 10) return;
    lastSent = position;
    const body = new URLSearchParams({ position: String(position) });
    fetch(url, {
      method: "POST", body, credentials: "same-origin", keepalive: true,
      headers: { "X-CSRF-Token": csrf, "Accept": "application/json" },
    }).then((r) => r.ok ? r.json() : null).then((saved) => {
      if (saved && saved.watched && banner) { banner.hidden = false; document.body.dataset.watched = "true"; }
    }).catch(() => {});
  }

  video.addEventListener("timeupdate", () => {
    report(false);
    if (video.duration && video.currentTime >= video.duration * 0.9 && banner && banner.hidden) report(true);
  });
  video.addEventListener("pause", () => report(true));
  video.addEventListener("seeked", () => report(true));
  video.addEventListener("ended", () => report(true));
  document.addEventListener("visibilitychange", () => { if (document.hidden) report(true); });
});

// The transcript (SakVideoPlayer's teaser and "Read full transcript"): a line's time plays the video from there, and
// the line being spoken is marked while the video plays.
document.addEventListener("DOMContentLoaded", () => {
  const video = document.getElementById("lesson-video");
  const times = Array.from(document.querySelectorAll(".transcript-time[data-seek]"));
  if (!video || times.length === 0) return;
  const lines = times.map((button) => ({ start: Number(button.dataset.seek), item: button.closest(".transcript-line") }));

  times.forEach((button) => button.addEventListener("click", () => {
    video.currentTime = Number(button.dataset.seek);
    video.play().catch(() => {});
  }));

  let current = null;
  video.addEventListener("timeupdate", () => {
    let now = null;
    for (const line of lines) if (line.start <= video.currentTime + 0.05) now = line.item;
    if (now === current) return;
    if (current) current.removeAttribute("aria-current");
    if (now) now.setAttribute("aria-current", "true");
    current = now;
  });
});
