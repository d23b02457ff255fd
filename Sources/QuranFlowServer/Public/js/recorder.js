// Recording a submission (SakRecReady → SakRecPermission → SakRecRecording → SakRecReview → submit).
// Records with MediaRecorder (WebM/Opus where the browser can, else MP4/AAC), shows the elapsed time and a live
// level, plays the take back, re-records for free, and submits it as multipart with the page's CSRF token.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const root = document.getElementById("recorder");
  if (!root || !window.MediaRecorder || !navigator.mediaDevices) return;
  const $ = (id) => document.getElementById(id);
  const states = ["rec-ready", "rec-permission", "rec-recording", "rec-review"];
  const show = (id) => { for (const s of states) $(s).hidden = s !== id; document.body.dataset.recState = id; };
  const maxSeconds = Number(root.dataset.maxSeconds || 600);
  const error = $("rec-error");
  let stream = null, recorder = null, chunks = [], blob = null, started = 0, timer = 0, audioContext = null, meterFrame = 0;

  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  const say = (text) => { error.textContent = text; error.hidden = !text; };
  const type = () => ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"].find((t) => MediaRecorder.isTypeSupported(t)) || "";

  async function openMicrophone() {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      return true;
    } catch (e) {
      show("rec-permission");
      return false;
    }
  }

  function meter() {
    audioContext = audioContext || new AudioContext();
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = 512;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const bar = $("level-bar");
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const v of samples) peak = Math.max(peak, Math.abs(v - 128) / 128);
      bar.style.width = `${Math.min(100, Math.round(peak * 140))}%`;
      meterFrame = requestAnimationFrame(draw);
    };
    draw();
  }

  async function start() {
    say("");
    if (!stream && !(await openMicrophone())) return;
    chunks = [];
    const mimeType = type();
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
    recorder.ondataavailable = (e) => { if (e.data.size) chunks.push(e.data); };
    recorder.onstop = () => {
      blob = new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/webm" });
      $("review-audio").src = URL.createObjectURL(blob);
      $("review-duration").textContent = clock((Date.now() - started) / 1000);
      show("rec-review");
    };
    recorder.start(1000);
    started = Date.now();
    $("elapsed").textContent = "0:00";
    timer = setInterval(() => {
      const seconds = (Date.now() - started) / 1000;
      $("elapsed").textContent = clock(seconds);
      if (seconds >= maxSeconds) stop();
    }, 250);
    show("rec-recording");
    meter();
  }

  function stop() {
    clearInterval(timer);
    cancelAnimationFrame(meterFrame);
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }

  async function submit() {
    if (!blob) return;
    const button = $("submit-recording");
    button.disabled = true;
    const label = button.textContent;
    button.textContent = button.dataset.sending || label;
    say("");
    const form = new FormData();
    const extension = blob.type.includes("mp4") ? "m4a" : "webm";
    form.append("recording", blob, `recording.${extension}`);
    try {
      const response = await fetch(root.dataset.upload, {
        method: "POST", body: form, credentials: "same-origin",
        headers: { "X-CSRF-Token": root.dataset.csrf, "Accept": "application/json" },
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok && body.next) { window.location.assign(body.next); return; }
      say((body.error && body.error.message) || "The recording could not be sent. Try again.");
    } catch (e) {
      say("The recording could not be sent — check your connection and try again.");
    }
    button.disabled = false;
    button.textContent = label;
  }

  $("mic").addEventListener("click", start);
  $("allow-mic").addEventListener("click", start);
  $("open-settings").addEventListener("click", () => { $("settings-help").hidden = false; });
  $("stop").addEventListener("click", stop);
  $("rerecord").addEventListener("click", () => { blob = null; start(); });
  $("submit-recording").addEventListener("click", submit);
});
