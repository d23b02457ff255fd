// The admin's lesson-video page: while uploads are processing, poll the week's JSON twin every two seconds and
// update each upload's state and progress; reload once one finishes so its poster and controls appear.
// The script is loaded in the page's head: it starts once the page's body exists.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var main = document.querySelector("[data-media-status]");
  if (!main || main.getAttribute("data-pending") !== "true") return;
  var url = main.getAttribute("data-media-status");
  function describe(job) {
    if (job.state === "queued") return "Waiting to start";
    if (job.state === "running") return "Processing " + Math.floor(job.progress * 100) + "%";
    if (job.state === "failed") return "Failed: " + (job.failure || "unknown reason");
    return "Done";
  }
  function poll() {
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        if (!data) return;
        var pending = false;
        var shown = document.querySelectorAll("[data-job]");
        var known = {};
        data.uploads.forEach(function (job) { known[job.id] = job; });
        for (var i = 0; i < shown.length; i++) {
          var row = shown[i];
          var job = known[row.getAttribute("data-job")];
          if (!job) { window.location.reload(); return; }
          row.querySelector(".admin-job-state").textContent = describe(job);
          row.querySelector("progress").value = job.progress;
          if (job.state === "queued" || job.state === "running") pending = true;
        }
        if (pending) window.setTimeout(poll, 2000);
      })
      .catch(function () { window.setTimeout(poll, 5000); });
  }
  window.setTimeout(poll, 1000);
});
