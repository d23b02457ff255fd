// A message thread (SakMessageThread): messages that arrive while the page is open come as server-sent events
// ("messages", the new days with their bubbles, already on the viewer's clock) and are added under their day without
// a reload. Text only (textContent), never HTML from data. Loaded in the head, so it starts once the page is parsed.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  var thread = document.querySelector("section.thread[data-events]");
  if (!thread || !thread.getAttribute("data-events") || !window.EventSource) return;

  function bubble(b) {
    var item = document.createElement("li");
    item.className = "bubble " + b.side + (b.isMine ? " mine" : "");
    item.id = "m-" + b.id;
    var text = document.createElement("p");
    text.className = "bubble-text";
    text.setAttribute("dir", "auto");
    text.textContent = b.text;
    var time = document.createElement("time");
    time.className = "bubble-time";
    time.setAttribute("datetime", b.sentAt);
    time.textContent = b.time;
    item.appendChild(text);
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
