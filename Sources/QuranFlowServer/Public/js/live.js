// Live class (SakLiveClass): server-sent events carry this viewer's whole screen model on every change (presence,
// turn, verse, hands, Start/End); this script redraws those parts, ticks the elapsed clock, and sends raise hand
// without a reload. Text only (textContent), never HTML from data.
(function () {
  "use strict";
  var root = document.querySelector("main.live");
  if (!root || !window.EventSource) return;
  var elapsed = parseInt(root.getAttribute("data-elapsed") || "0", 10);
  var running = root.getAttribute("data-running") === "1";
  var csrf = root.getAttribute("data-csrf");

  function byId(id) { return document.getElementById(id); }
  function clock(seconds) {
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }
  // At the scheduled start, with no Start yet, both sides read the same word ("Waiting to start") without a reload.
  var startsIn = parseInt(root.getAttribute("data-starts-in") || "", 10);
  var phase = root.getAttribute("data-phase");
  if (startsIn >= 0) {
    setTimeout(function () {
      if (phase === "startingSoon") {
        phase = "waiting";
        root.setAttribute("data-phase", phase);
        byId("live-status").textContent = root.getAttribute("data-waiting");
      }
    }, startsIn * 1000);
  }
  setInterval(function () {
    if (!running) return;
    elapsed += 1;
    byId("live-elapsed").textContent = clock(elapsed);
  }, 1000);

  function draw(screen) {
    elapsed = screen.elapsedSeconds;
    running = screen.isRunning;
    phase = screen.phase;
    root.setAttribute("data-phase", phase);  // the dot takes the live colour only while live
    byId("live-elapsed").textContent = screen.elapsed;
    byId("live-status").textContent = screen.status;
    byId("live-presence").textContent = screen.presence;
    byId("live-speaking").textContent = screen.speaking ? "Reciting: " + screen.speaking
      : (screen.coachHere || screen.isCoachView ? "Listening" : "Not here yet");
    byId("live-ring").className = screen.speaking ? "live-ring is-speaking" : "live-ring";
    byId("live-verse-arabic").textContent = screen.verse ? screen.verse.arabic : "";
    byId("live-verse-citation").textContent = screen.verse ? screen.verse.citation : "The coach will choose the verse.";
    var list = byId("live-people");
    while (list.firstChild) list.removeChild(list.firstChild);
    screen.people.forEach(function (person) {
      var item = document.createElement("li");
      item.className = "live-person" + (person.isSpeaking ? " is-speaking" : "") + (person.name === "You" ? " is-you" : "");
      var avatar = document.createElement("span");
      avatar.className = "avatar";
      avatar.setAttribute("aria-hidden", "true");
      avatar.textContent = person.initial;
      var name = document.createElement("span");
      name.className = "live-name";
      name.textContent = person.name;
      item.appendChild(avatar);
      item.appendChild(name);
      if (person.handRaised) {
        var hand = document.createElement("span");
        hand.className = "live-hand";
        hand.textContent = "✋";
        item.appendChild(hand);
      }
      list.appendChild(item);
    });
    var speaker = byId("speaker-input");
    if (speaker) {
      var chosen = speaker.value;
      while (speaker.options.length > 1) speaker.remove(1);
      screen.people.forEach(function (person) {
        if (person.isCoach) return;
        var option = document.createElement("option");
        option.value = person.id;
        option.textContent = person.name;
        speaker.appendChild(option);
      });
      speaker.value = chosen;
    }
    var handButton = byId("live-hand");
    if (handButton) {
      handButton.textContent = screen.handRaised ? "Lower hand" : "Raise hand";
      handButton.setAttribute("aria-pressed", screen.handRaised ? "true" : "false");
      byId("live-hand-value").value = screen.handRaised ? "0" : "1";
    }
    root.setAttribute("data-state", JSON.stringify({ verse: screen.verse ? screen.verse.reference : null, presence: screen.presence }));
  }

  var source = new EventSource(root.getAttribute("data-events"));
  source.addEventListener("room", function (event) {
    try { draw(JSON.parse(event.data)); } catch (e) { /* keep the last good screen */ }
  });

  // Leaving (Leave, back, closing the tab) tells the server at once, so the others see it within a second.
  window.addEventListener("pagehide", function () {
    source.close();
    var body = new FormData();
    body.append("_csrf", csrf);
    if (navigator.sendBeacon) navigator.sendBeacon(root.getAttribute("data-leave"), body);
  });

  // Forms (hand, and the coach's verse/turn) go without a reload; the event stream redraws.
  Array.prototype.forEach.call(document.querySelectorAll("main.live form"), function (form) {
    if (/\/(start|end)$/.test(form.getAttribute("action"))) return;   // Start/End reload to change their button
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      fetch(form.getAttribute("action"), {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-CSRF-Token": csrf },
        body: new URLSearchParams(new FormData(form)).toString()
      });
    });
  });
})();
