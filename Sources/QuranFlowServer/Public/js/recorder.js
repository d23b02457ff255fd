// recorder.js: root-scoped. Recording in the browser for every voice control — a recitation (SakRecReady →
// SakRecPermission → SakRecRecording → SakRecReview → submit), a voice message in a thread, a narrated report.
// Records with MediaRecorder (WebM/Opus where the browser can, else MP4/AAC), shows the elapsed time and a live level,
// plays the take back, re-records for free, and sends it as multipart with the page's CSRF token.
//
// Contract — any number of elements per page carrying `data-recorder`, each with:
//   data-upload       where the take is POSTed (multipart/form-data, by app.js's QuranFlow.send: Accept: application/json)
//   data-csrf         the page's CSRF token (sent as X-CSRF-Token)
//   data-max-seconds  the longest take; recording stops itself there (default 600)
//   data-field        the multipart field of the audio (default "recording")
// and, inside it, parts found by `data-rec="…"`:
//   states (one shown at a time): "ready" "permission" "recording" "review"
//   controls: "mic" (start) "allow-mic" "open-settings" "stop" "rerecord" "submit" "cancel" (optional: back to ready)
//   outputs: "settings-help" "elapsed" "level" (a bar whose width follows the level) "review-audio" "review-duration"
//            "error" (role=alert; the server's error.message is shown there)
// Every named input, textarea and select inside the root is sent along with the audio (e.g. a report's text).
// The server answers JSON: on success its `next` is followed (the page reloads without one); on failure the error is
// shown and the take kept, so nothing is lost. The root's and the body's `data-rec-state` name the state shown.
// Markup that arrives later (the report sheet) is bound with `window.QuranFlowRecorder.attach(root)`, which returns
// `{ release }`: it stops a take and lets go of the microphone (closing the sheet mid-take must not keep it open).
"use strict";
window.QuranFlowRecorder = { attach };
document.addEventListener("DOMContentLoaded", () => {
  if (!window.MediaRecorder || !navigator.mediaDevices) return;
  document.querySelectorAll("[data-recorder]").forEach(attach);
});

function attach(root) {
  const part = (name) => root.querySelector(`[data-rec="${name}"]`);
  const states = ["ready", "permission", "recording", "review"];
  const show = (name) => {
    for (const s of states) { const el = part(s); if (el) el.hidden = s !== name; }
    root.dataset.recState = name;
    document.body.dataset.recState = part(name) && part(name).id ? part(name).id : name;
  };
  const on = (name, handler) => { const el = part(name); if (el) el.addEventListener("click", handler); };
  const maxSeconds = Number(root.dataset.maxSeconds || 600);
  const field = root.dataset.field || "recording";
  const error = part("error");
  let stream = null, recorder = null, chunks = [], blob = null, started = 0, timer = 0, audioContext = null, meterFrame = 0;

  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  const say = (text) => { if (error) { error.textContent = text; error.hidden = !text; } };
  const type = () => ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"].find((t) => MediaRecorder.isTypeSupported(t)) || "";

  async function openMicrophone() {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      return true;
    } catch (e) {
      show("permission");
      return false;
    }
  }

  function meter() {
    const bar = part("level");
    if (!bar) return;
    audioContext = audioContext || new AudioContext();
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = 512;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const v of samples) peak = Math.max(peak, Math.abs(v - 128) / 128);
      bar.style.width = `${Math.min(100, Math.round(peak * 140))}%`;
      meterFrame = requestAnimationFrame(draw);
    };
    draw();
  }

  function setText(name, text) { const el = part(name); if (el) el.textContent = text; }
  // The elapsed clock is a <time>: its datetime carries the same duration in the form HTML accepts (PT4S).
  function setClock(name, seconds) {
    const el = part(name);
    if (!el) return;
    el.textContent = clock(seconds);
    if (el.tagName === "TIME") el.setAttribute("datetime", `PT${Math.floor(seconds)}S`);
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
      const audio = part("review-audio");
      if (audio) audio.src = URL.createObjectURL(blob);
      setText("review-duration", clock((Date.now() - started) / 1000));
      show("review");
    };
    recorder.start(1000);
    started = Date.now();
    setClock("elapsed", 0);
    timer = setInterval(() => {
      const seconds = (Date.now() - started) / 1000;
      setClock("elapsed", seconds);
      if (seconds >= maxSeconds) stop();
    }, 250);
    show("recording");
    meter();
  }

  function stop() {
    clearInterval(timer);
    cancelAnimationFrame(meterFrame);
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }

  async function submit() {
    if (!blob) return;
    const button = part("submit");
    button.disabled = true;
    const label = button.textContent;
    button.textContent = button.dataset.sending || label;
    say("");
    const form = new FormData();
    root.querySelectorAll("input[name], textarea[name], select[name]").forEach((input) => {
      if (input.type !== "file" && input.name !== "_csrf") form.append(input.name, input.value);
    });
    const extension = blob.type.includes("mp4") ? "m4a" : "webm";
    form.append(field, blob, `recording.${extension}`);
    try {
      const answer = await window.QuranFlow.send(root.dataset.upload, form, { csrf: root.dataset.csrf });
      if (answer.ok) {
        if (answer.body.next) window.location.assign(answer.body.next); else window.location.reload();
        return;
      }
      say(answer.message || "The recording could not be sent. Try again.");
    } catch (e) {
      say("The recording could not be sent — check your connection and try again.");
    }
    button.disabled = false;
    button.textContent = label;
  }

  function cancel() {
    stop();
    blob = null;
    say("");
    show("ready");
  }

  // Stops a take (kept for review as usual) and lets go of the microphone; the next take asks for it again.
  function release() {
    stop();
    if (stream) stream.getTracks().forEach((track) => track.stop());
    stream = null;
  }
  window.addEventListener("pagehide", release);

  on("mic", start);
  on("allow-mic", start);
  on("open-settings", () => { const help = part("settings-help"); if (help) help.hidden = false; });
  on("stop", stop);
  on("rerecord", () => { blob = null; start(); });
  on("submit", submit);
  on("cancel", cancel);
  return { release };
}
