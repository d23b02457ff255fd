// A message thread (SakMessageThread): messages that arrive while the page is open come as server-sent events
// ("messages", the new days with their bubbles, already on the viewer's clock) and are added under their day without
// a reload — text and voice alike. Text only (textContent), never HTML from data. Loaded in the head, so it starts once the page is parsed.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var thread = document.querySelector("section.thread[data-events]");
  if (!thread || !thread.getAttribute("data-events") || !window.EventSource) return;

  var SVG = "http://www.w3.org/2000/svg";

  // The waveform of a voice message: one bar per peak, as the page draws it.
  function wave(peaks) {
    var bars = peaks && peaks.length ? peaks : new Array(60).fill(0.3);
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", "wave voice-wave");
    svg.setAttribute("viewBox", "0 0 " + bars.length * 3 + " 40");
    svg.setAttribute("preserveAspectRatio", "none");
    svg.setAttribute("aria-hidden", "true");
    bars.forEach(function (peak, index) {
      var height = Math.max(2, peak * 38);
      var rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("x", String(index * 3));
      rect.setAttribute("y", String(20 - height / 2));
      rect.setAttribute("width", "2");
      rect.setAttribute("height", String(height));
      rect.setAttribute("rx", "1");
      svg.appendChild(rect);
    });
    return svg;
  }

  function bubble(b) {
    var item = document.createElement("li");
    item.className = "bubble " + b.side + (b.isMine ? " mine" : "") + (b.voice ? " voice" : "");
    item.id = "m-" + b.id;
    if (b.about) {
      var about = document.createElement(b.aboutLink ? "a" : "p");
      about.className = "bubble-about";
      about.textContent = b.about;
      if (b.aboutLink) about.setAttribute("href", b.aboutLink.href);
      item.appendChild(about);
    }
    if (b.voice) {
      var note = document.createElement("div");
      note.className = "voice-note";
      note.appendChild(wave(b.voice.peaks));
      var length = document.createElement("span");
      length.className = "voice-duration";
      length.textContent = b.voice.durationLabel;
      note.appendChild(length);
      item.appendChild(note);
      var audio = document.createElement("audio");
      audio.setAttribute("controls", "controls");
      audio.setAttribute("preload", "metadata");
      audio.setAttribute("src", b.voice.src);
      audio.setAttribute("aria-label", "Voice message, " + b.voice.durationLabel);
      item.appendChild(audio);
    } else {
      var text = document.createElement("p");
      text.className = "bubble-text";
      text.setAttribute("dir", "auto");
      text.textContent = b.text;
      item.appendChild(text);
    }
    var time = document.createElement("time");
    time.className = "bubble-time";
    time.setAttribute("datetime", b.sentAt);
    time.textContent = b.time;
    item.appendChild(time);
    return item;
  }

  function add(days) {
    var empty = document.querySelector(".thread-empty");
    if (empty) empty.remove();
    days.forEach(function (day) {
      var blocks = thread.querySelectorAll(".thread-day");
      var last = blocks.length ? blocks[blocks.length - 1] : null;
      var list;
      if (last && last.querySelector(".thread-divider").textContent === day.divider) {
        list = last.querySelector(".bubbles");
      } else {
        var block = document.createElement("div");
        block.className = "thread-day";
        var divider = document.createElement("p");
        divider.className = "thread-divider";
        divider.textContent = day.divider;
        list = document.createElement("ol");
        list.className = "bubbles";
        block.appendChild(divider);
        block.appendChild(list);
        thread.appendChild(block);
      }
      day.bubbles.forEach(function (b) {
        if (!document.getElementById("m-" + b.id)) list.appendChild(bubble(b));
      });
    });
    var latest = thread.querySelector(".bubble:last-child");
    if (latest) latest.scrollIntoView({ block: "nearest" });
  }

  var source = new EventSource(thread.getAttribute("data-events"));
  source.addEventListener("messages", function (event) {
    try { add(JSON.parse(event.data)); } catch (e) { /* keep what is shown */ }
  });
  window.addEventListener("pagehide", function () { source.close(); });
});
