// The weekly loop's review side: waveforms and play chips, the coach's Review (playhead stamps, marks and notes placed
// in place while the recording plays, audio reply, activity heartbeats) and the student's Feedback and Practice
// (played-through, practice takes). Every form works without this script; recording needs it (MediaRecorder).
"use strict";
(() => {
  const clock = (s) => { s = Math.max(0, Math.floor(s)); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };

  // Waveforms: markers placed from data-left, progress follows playback, a click or tap seeks.
  function waveforms() {
    for (const wave of document.querySelectorAll(".waveform")) {
      const audio = document.getElementById(wave.dataset.for);
      if (!audio) continue;
      const seconds = () => (isFinite(audio.duration) && audio.duration > 0 ? audio.duration : parseFloat(wave.dataset.seconds) || 0);
      const progress = wave.querySelector(".wave-progress");
      audio.addEventListener("timeupdate", () => {
        const total = seconds();
        if (progress && total > 0) progress.style.width = `${Math.min(100, (audio.currentTime / total) * 100)}%`;
      });
      wave.addEventListener("click", (event) => {
        if (event.target.closest(".wave-marker")) return;
        const box = wave.getBoundingClientRect();
        const total = seconds();
        if (total > 0) audio.currentTime = Math.max(0, Math.min(1, (event.clientX - box.left) / box.width)) * total;
      });
    }
    placeMarkers(document);
    // One listener for every play chip and marker, so those put in place later (a new mark) play too.
    document.addEventListener("click", (event) => {
      const chip = event.target.closest("[data-seek]");
      if (!chip) return;
      const audio = document.getElementById(chip.dataset.play || chip.closest(".waveform")?.dataset.for);
      if (!audio) return;
      audio.currentTime = parseFloat(chip.dataset.seek) || 0;
      const stop = parseFloat(chip.dataset.stop);
      if (stop) {
        const halt = () => { if (audio.currentTime >= stop) { audio.pause(); audio.removeEventListener("timeupdate", halt); } };
        audio.addEventListener("timeupdate", halt);
      }
      audio.play().catch(() => {});
    });
  }

  function placeMarkers(scope) {
    for (const marker of scope.querySelectorAll(".wave-marker")) marker.style.left = `${marker.dataset.left}%`;
  }

  // A microphone recorder: start() asks for the microphone, stop() resolves with the recorded blob.
  function recorder(onTick) {
    let media = null, chunks = [], started = 0, timer = 0, stream = null;
    return {
      get recording() { return media !== null && media.state === "recording"; },
      async start() {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const type = ["audio/webm;codecs=opus", "audio/mp4", "audio/ogg;codecs=opus"].find((t) => MediaRecorder.isTypeSupported(t));
        media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
        chunks = [];
        media.addEventListener("dataavailable", (event) => { if (event.data.size) chunks.push(event.data); });
        media.start();
        started = performance.now();
        timer = setInterval(() => onTick((performance.now() - started) / 1000), 250);
      },
      stop() {
        return new Promise((resolve) => {
          media.addEventListener("stop", () => {
            clearInterval(timer);
            for (const track of stream.getTracks()) track.stop();
            const blob = new Blob(chunks, { type: media.mimeType || "audio/webm" });
            const lasting = (performance.now() - started) / 1000;
            media = null;
            resolve({ blob, lasting });
          }, { once: true });
          media.stop();
        });
      },
    };
  }

  // Sends a recorded blob as the recitation recorder does (app.js's QuranFlow.send, asking for JSON): resolves with the
  // answer, or rejects with the refusal's own message.
  async function upload(url, blob, csrf) {
    let answer;
    try {
      answer = await window.QuranFlow.send(url, blob, { csrf, type: blob.type || "audio/webm" });
    } catch (_) {
      throw new Error("The recording could not be sent — check your connection and try again.");
    }
    if (!answer.ok) throw new Error(answer.message || "The recording could not be sent. Try again.");
    return answer.body;
  }

  // The coach's Review.
  function review(root) {
    const csrf = root.dataset.csrf;
    const audio = document.getElementById("recitation");
    const events = [];
    const now = () => performance.now();
    const log = (kind, startedAt = now(), lasting = 0) => events.push({ kind, t: startedAt, lasting });
    const flush = (beacon) => {
      if (!events.length || root.dataset.sent === "1") return;
      const payload = events.splice(0).map((e) => ({ kind: e.kind, ago: Math.max(0, (now() - e.t) / 1000), lasting: e.lasting }));
      const body = new URLSearchParams({ _csrf: csrf, events: JSON.stringify(payload) });
      if (beacon && navigator.sendBeacon) navigator.sendBeacon(root.dataset.activity, body);
      else fetch(root.dataset.activity, { method: "POST", body }).catch(() => {});
    };
    setInterval(() => flush(false), 20000);
    window.addEventListener("pagehide", () => { log("close"); flush(true); });

    if (audio) {
      let playStart = null;
      audio.addEventListener("play", () => { playStart = now(); });
      const stopped = () => { if (playStart !== null) { log("play", playStart, (now() - playStart) / 1000); playStart = null; } };
      audio.addEventListener("pause", stopped);
      audio.addEventListener("ended", stopped);
    }
    const playhead = () => (audio ? audio.currentTime : 0);
    const chosen = document.getElementById("mark-chosen");
    // Tapping a word stamps the playhead: the mark is placed at the moment heard (one listener, so the passage can be
    // put in place again after a mark).
    root.addEventListener("change", (event) => {
      const radio = event.target;
      if (!radio.matches(".mark-form input[name=word]")) return;
      const at = playhead();
      for (const field of root.querySelectorAll(".mark-form .playhead-field")) field.value = at.toFixed(2);
      const label = radio.closest("label");
      for (const other of root.querySelectorAll(".word.is-chosen")) other.classList.remove("is-chosen");
      label.classList.add("is-chosen");
      if (chosen) chosen.textContent = `Marking ${label.dataset.text} at ${clock(at)}`;
      log("mark");
      document.getElementById("mark-title")?.focus({ preventScroll: true });
    });
    let lastType = 0;
    for (const field of root.querySelectorAll("input[type=text], textarea")) {
      field.addEventListener("input", () => { if (now() - lastType > 5000) { lastType = now(); log("type"); } });
    }
    const noteForm = root.querySelector(".note-composer");
    noteForm?.addEventListener("submit", () => {
      const field = noteForm.querySelector(".playhead-field");
      if (field && audio && audio.currentTime > 0) field.value = audio.currentTime.toFixed(2);
    });
    for (const form of root.querySelectorAll("form")) form.addEventListener("submit", () => { log("type"); flush(true); });

    // Add mark and Add note in place: the same forms sent by script, asking for JSON; the answer holds the page's parts
    // that changed. The recording keeps playing and the page keeps its scroll. Without script the forms post and reload.
    const swap = (old, html) => {
      if (!old || typeof html !== "string") return;
      const template = document.createElement("template");
      template.innerHTML = html.trim();
      old.replaceWith(template.content);
    };
    const apply = (update) => {
      swap(root.querySelector(".mark-form .passage-card"), update.passage);
      swap(root.querySelector(".review-marks"), update.marks);
      swap(document.getElementById("note-list"), update.notes);
      swap(document.getElementById("send-control"), update.send);
      const wave = root.querySelector('.waveform[data-for="recitation"]');
      if (wave && typeof update.markers === "string") {
        for (const marker of wave.querySelectorAll(".wave-marker")) marker.remove();
        wave.insertAdjacentHTML("beforeend", update.markers);
        placeMarkers(wave);
      }
    };
    const inPlace = (form, status, done) => {
      if (!form || !window.QuranFlow || !window.fetch) return;
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const buttons = form.querySelectorAll("button[type=submit]");
        const say = (text) => { if (status) status.textContent = text; };
        try {
          const answer = await window.QuranFlow.send(form.action, new URLSearchParams(new FormData(form)), { csrf: csrf });
          if (answer.ok) { apply(answer.body); done(); } else say(answer.message || "That could not be added. Try again.");
        } catch (_) {
          say("That could not be added — check your connection and try again.");
        } finally {
          setTimeout(() => { for (const button of buttons) button.disabled = false; }, 0);
        }
      });
    };
    const markForm = root.querySelector(".mark-form");
    inPlace(markForm, chosen, () => {
      for (const field of markForm.querySelectorAll("input[type=text]")) field.value = "";
      if (chosen) chosen.textContent = "Mark placed. Tap a word to mark it.";
    });
    inPlace(noteForm, noteForm?.querySelector(".note-status"), () => {
      const text = noteForm.querySelector("textarea");
      if (text) text.value = "";
      const status = noteForm.querySelector(".note-status");
      if (status) status.textContent = "Note added.";
    });

    const button = document.getElementById("record-reply");
    const status = root.querySelector(".recorder .recorder-status");
    if (button && window.MediaRecorder && navigator.mediaDevices) {
      button.hidden = false;
      const idle = button.textContent;
      const mic = recorder((s) => { status.textContent = `Recording · ${clock(s)}`; });
      button.addEventListener("click", async () => {
        try {
          if (!mic.recording) {
            await mic.start();
            button.textContent = "Stop";
            button.classList.add("is-recording");
            return;
          }
          const { blob, lasting } = await mic.stop();
          log("record", now() - lasting * 1000, lasting);
          button.disabled = true;
          status.textContent = "Checking your reply…";
          await upload(root.dataset.reply, blob, csrf);
          flush(true);
          location.reload();
        } catch (error) {
          button.disabled = false;
          button.textContent = idle;
          button.classList.remove("is-recording");
          status.textContent = error.name === "NotAllowedError" ? "The microphone is blocked: allow it in the browser to record." : error.message;
        }
      });
    }
  }

  // The student's Feedback: the note played to its end counts as heard.
  function feedback(root) {
    const note = document.getElementById("coach-note");
    const path = root.dataset.played;
    if (!note || !path) return;
    let sent = false;
    const check = () => {
      if (sent || !isFinite(note.duration) || note.currentTime < note.duration - 0.5) return;
      sent = true;
      fetch(path, { method: "POST", body: new URLSearchParams({ _csrf: root.dataset.csrf, position: String(note.currentTime) }) })
        .then((response) => { if (response.ok) location.reload(); });
    };
    note.addEventListener("timeupdate", check);
    note.addEventListener("ended", check);
  }

  // Practice: record a take, listen back, attach it or record again.
  function practice(root) {
    const mic = document.getElementById("practice-mic");
    const ready = document.getElementById("practice-ready");
    const reviewCard = document.getElementById("practice-review");
    const status = ready?.querySelector(".recorder-status");
    if (!mic || !window.MediaRecorder || !navigator.mediaDevices) {
      if (status) status.textContent = "This browser can't record here.";
      return;
    }
    let take = null;
    const rec = recorder((s) => { status.textContent = `Recording · ${clock(s)}`; });
    mic.addEventListener("click", async () => {
      try {
        if (!rec.recording) {
          await rec.start();
          mic.classList.add("is-recording");
          mic.setAttribute("aria-label", "Stop recording");
          return;
        }
        const { blob, lasting } = await rec.stop();
        take = blob;
        mic.classList.remove("is-recording");
        mic.setAttribute("aria-label", "Record your corrected take");
        status.textContent = "";
        const player = document.getElementById("take");
        player.src = URL.createObjectURL(blob);
        reviewCard.querySelector(".take-length").textContent = clock(lasting);
        ready.hidden = true;
        reviewCard.hidden = false;
        document.getElementById("practice-title").textContent = reviewCard.querySelector(".section-title").textContent;
      } catch (error) {
        status.textContent = error.name === "NotAllowedError" ? "The microphone is blocked: allow it in the browser to practise." : error.message;
      }
    });
    document.getElementById("practice-again")?.addEventListener("click", () => {
      take = null;
      reviewCard.hidden = true;
      ready.hidden = false;
    });
    const attach = document.getElementById("practice-attach");
    attach?.addEventListener("click", async () => {
      if (!take) return;
      attach.disabled = true;
      const line = reviewCard.querySelector(".take-length");
      line.textContent = "Attaching…";
      try {
        const answer = await upload(root.dataset.upload, take, root.dataset.csrf);
        location.assign(answer.next);
      } catch (error) {
        attach.disabled = false;
        line.textContent = error.message;
      }
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    waveforms();
    const reviewRoot = document.querySelector(".review-screen");
    if (reviewRoot) review(reviewRoot);
    const feedbackRoot = document.querySelector(".feedback-screen");
    if (feedbackRoot) feedback(feedbackRoot);
    const practiceRoot = document.querySelector(".practice-screen");
    if (practiceRoot) practice(practiceRoot);
  });
})();
