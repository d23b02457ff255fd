// Recordings player (SakScheduleRecordings): resume where the student left off and post the furthest position
// every few seconds, on pause and at the end. No framework; CSP allows only same-origin scripts.
(function () {
  "use strict";
  var audio = document.getElementById("recording-audio");
  if (!audio) return;
  var label = document.getElementById("recording-progress");
  var url = audio.getAttribute("data-progress-url");
  var csrf = audio.getAttribute("data-csrf");
  var resume = parseInt(audio.getAttribute("data-resume") || "0", 10);
  var lastSent = -1;

  audio.addEventListener("loadedmetadata", function () {
    if (resume > 0 && resume < audio.duration - 1) audio.currentTime = resume;
  });

  function send(force) {
    var position = Math.floor(audio.ended ? audio.duration : audio.currentTime);
    if (!force && Math.abs(position - lastSent) < 5) return;
    lastSent = position;
    fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify({ positionSeconds: audio.ended ? audio.duration : audio.currentTime })
    }).then(function (response) { return response.ok ? response.json() : null; })
      .then(function (json) { if (json && label && json.label) label.textContent = json.label; })
      .catch(function () {});
  }

  audio.addEventListener("timeupdate", function () { send(false); });
  audio.addEventListener("pause", function () { send(true); });
  audio.addEventListener("ended", function () { send(true); });
})();
