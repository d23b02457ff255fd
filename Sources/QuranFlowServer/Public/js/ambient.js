// The ambient board: draws every widget from the board's data (the same JSON as /api/ambient) the way a widget
// extension would — each timeline's current entry, switched at the entry's instant by this page's own clock, with no
// server round trip — and counts dynamic-date text ("in 14:07") every second. It fetches again only when a timeline's
// reload policy says so, when the event stream says the loop changed ("invalidate": the feedback flip) or the server's
// clock moved ("clock"), or when the service worker passes on a push.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const root = document.getElementById("ambient");
  const source = document.getElementById("ambient-data");
  if (!root || !source) return;
  let board = JSON.parse(source.textContent || "{}");
  let offset = 0;             // server now − this browser's now, at the last fetch
  let shown = {};             // slot → the entry instant it shows (redraw only on change)
  let fetching = false;
  let fetchedAt = 0;          // the server's now the board was computed at

  const serverNow = () => Date.now() + offset;
  const sync = () => {
    fetchedAt = Date.parse(board.timelines.now);
    offset = fetchedAt - Date.now();
    shown = {};
  };
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  };
  const current = (timeline) => {
    if (!timeline) return null;
    const now = serverNow();
    let found = null;
    for (const item of timeline.entries) if (Date.parse(item.date) <= now) found = item;
    return found;
  };
  // Dynamic-date text as the system draws it: "14:07", "1:14:07".
  const timer = (iso) => {
    const left = Math.max(0, Math.floor((Date.parse(iso) - serverNow()) / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
    return (h > 0 ? `${h}:` : "") + `${mm}:${String(s).padStart(2, "0")}`;
  };
  const countdown = (iso, prefix) => {
    const span = el("span", "w-countdown", (prefix || "") + timer(iso));
    span.dataset.countdownTo = iso;
    span.dataset.prefix = prefix || "";
    return span;
  };
  const linkOr = (href, cls) => {
    if (href) { const a = el("a", cls); a.href = href; return a; }
    return el("div", cls);
  };
  const slot = (name) => root.querySelector(`[data-slot="${name}"]`);
  const fill = (name, key, draw) => {
    const target = slot(name);
    if (!target) return;
    if (shown[name] === key) return;
    shown[name] = key;
    target.replaceChildren();
    draw(target);
  };

  // Week: the serif numeral over the 15-segment strip, or "Starts Sep 7", or "15 of 15".
  const drawWeek = (target, entry) => {
    const card = el("div", "w-body w-ink");
    card.append(el("p", "w-eyebrow", "Week"));
    if (entry.active) {
      const a = entry.active;
      const numeral = el("p", "w-numeral", String(a.week));
      numeral.append(el("span", "w-of", `of ${a.of}`));
      const strip = el("ol", "w-strip");
      strip.setAttribute("aria-label", `${a.week - 1} weeks done`);
      for (const state of a.strip) strip.append(el("li", `seg seg-${state}`));
      card.append(numeral, strip, el("p", a.line === "Feedback ready" ? "w-line is-gold" : "w-line", a.line));
    } else {
      const label = (entry.before || entry.closed).label;
      card.append(el("p", "w-numeral w-numeral-small", label));
    }
    target.append(card);
  };
  const drawWeekCircular = (target, entry) => {
    const ring = el("div", "w-circle");
    if (entry.active) {
      ring.append(el("span", "w-circle-small", "WEEK"), el("span", "w-circle-big", String(entry.active.week)));
    } else {
      ring.append(el("span", "w-circle-small", (entry.before || entry.closed).label));
    }
    target.append(ring);
  };
  // This Week: three discrete segments, the status word, one computed button.
  const drawThisWeek = (target, entry) => {
    const card = el("div", "w-body w-paper" + (entry && entry.isGold ? " is-gold" : ""));
    if (!entry) { card.append(el("p", "w-line", "Between terms")); target.append(card); return; }
    card.append(el("p", "w-eyebrow", `This week · Week ${entry.week}`));
    const steps = el("ol", "w-steps");
    ["Watched", "Submitted", "Feedback"].forEach((label, i) => {
      const step = el("li", `step step-${entry.segments[i]}`);
      step.append(el("span", "step-bar"), el("span", "step-label", label));
      steps.append(step);
    });
    card.append(steps);
    const row = el("div", "w-row");
    row.append(el("p", "w-status" + (entry.isGold ? " is-gold" : ""), entry.status));
    const button = entry.button;
    if (button) {
      const kind = Object.keys(button)[0];
      const intent = kind === "continueLesson" ? "continue-lesson" : kind === "record" ? "record-recitation" : "play-feedback";
      const link = (board.intents || []).find((i) => i.intent === intent);
      if (link && link.href) {
        const a = el("a", "w-button", kind === "continueLesson" ? "Continue lesson" : kind === "record" ? "Record" : "Play feedback");
        a.href = link.href;
        row.append(a);
      }
    }
    card.append(row);
    target.append(card);
  };
  const drawVerse = (target, entry, standBy) => {
    const card = el("div", standBy ? "w-body w-standby" : "w-body w-verse");
    if (!entry) { card.append(el("p", "w-line", "Your week's verse appears here")); target.append(card); return; }
    if (!standBy) card.append(el("span", "w-goldbar"));
    const arabic = el("p", "w-arabic", entry.arabic);
    arabic.lang = "ar"; arabic.dir = "rtl";
    card.append(arabic, el("p", "w-citation", entry.citation));
    target.append(card);
  };
  // Next session: "QARI CIRCLE · 7:00 PM", "in 14:07", "Join opens 6:45" (grayscale: bright primary, dim secondary).
  const drawNextSession = (target, entry) => {
    const card = linkOr(entry && entry.link, "w-body w-lock");
    if (!entry) { card.append(el("p", "w-dim", "No session coming")); target.append(card); return; }
    card.append(el("p", "w-bright w-caps", `${entry.kind} · ${entry.time}`));
    const big = el("p", "w-bright w-big");
    if (entry.countdownTo) big.append(countdown(entry.countdownTo, "in "));
    else big.textContent = entry.phase === "live" ? "Now" : entry.day;
    card.append(big);
    card.append(el("p", "w-dim", entry.joinLine));
    target.append(card);
  };
  const drawNextCircular = (target, entry) => {
    const ring = el("div", "w-circle w-gauge");
    ring.style.setProperty("--gauge", String(entry ? entry.gauge : 0));
    ring.append(el("span", "w-circle-big", entry ? entry.time.split(" ")[0] : "—"));
    target.append(ring);
  };
  const drawInline = (target, entry) => {
    target.append(el("p", "w-inline", entry ? entry.inline : ""));
  };
  // The revoke window: lock-screen banner, compact and expanded; no inline Revoke (a tap opens the submission).
  const drawRevoke = (target, entry, form) => {
    if (!entry) { target.append(el("p", "w-none", "No Live Activity running")); return; }
    const card = linkOr(entry.link, `w-body w-activity w-${form}`);
    // An activity runs only while its window is open: at the close it has ended (the entry is null).
    if (form === "compact") {
      card.append(el("span", "w-check", "✓"), countdown(entry.countdownTo, ""));
    } else {
      card.append(el("p", "w-bright", "Recitation submitted"), el("p", "w-dim", entry.title));
      const big = el("p", "w-big w-bright");
      big.append(countdown(entry.countdownTo, ""), el("span", "w-caps w-dim", " Revoke window"));
      card.append(big, el("p", "w-dim", `Changed your mind? ${entry.detail}.`));
    }
    target.append(card);
  };
  const drawSession = (target, entry, form) => {
    if (!entry) { target.append(el("p", "w-none", "No Live Activity running")); return; }
    const card = linkOr(entry.link, `w-body w-activity w-${form}`);
    if (form === "compact") {
      card.append(el("span", "w-bright", entry.name));
      if (entry.countdownTo) card.append(countdown(entry.countdownTo, ""));
      else card.append(el("span", "w-live", "Live"));
    } else {
      card.append(el("p", "w-bright", entry.name), el("p", "w-dim", entry.subtitle));
      if (entry.countdownTo) {
        const big = el("p", "w-big w-bright");
        big.append(countdown(entry.countdownTo, ""), el("span", "w-caps w-dim", ` ${entry.countdownLabel}`));
        card.append(big);
      }
      card.append(el("p", entry.isLive ? "w-live" : "w-dim", entry.line));
    }
    target.append(card);
  };
  const drawQueue = (target, entry) => {
    const card = el("div", "w-body w-paper");
    card.append(el("p", "w-eyebrow", "Review queue"), el("p", "w-numeral w-numeral-small", entry.headline));
    if (entry.oldest) {
      card.append(el("p", "w-line", entry.oldest));
      const gauge = el("div", "w-bar");
      gauge.setAttribute("role", "img");
      gauge.setAttribute("aria-label", entry.oldest);
      gauge.style.setProperty("--gauge", String(entry.gauge));
      card.append(gauge);
    }
    if (entry.button && board.queueLink) {
      const a = el("a", "w-button", entry.button);
      a.href = board.queueLink;
      card.append(a);
    }
    target.append(card);
  };
  const drawIntents = () => {
    const list = slot("intents");
    if (!list || shown.intents) return;
    shown.intents = true;
    list.replaceChildren();
    for (const intent of board.intents || []) {
      const item = el("li", "ambient-intent");
      if (intent.href) {
        const a = el("a", "", intent.title);
        a.href = intent.href;
        item.append(a);
      } else item.append(el("span", "", intent.title));
      if (intent.unavailable) item.append(el("span", "muted", ` — ${intent.unavailable}`));
      if (intent.isSuggested) item.append(el("span", "muted", " — this week's next step"));
      list.append(item);
    }
    if (board.spotlightPhrase) {
      const item = el("li", "ambient-intent muted", `Spotlight: “${board.spotlightPhrase}”`);
      list.append(item);
    }
  };

  const draw = () => {
    const t = board.timelines || {};
    const pick = (name, timeline, fn) => {
      const item = current(timeline);
      fill(name, item ? item.date + JSON.stringify(item.entry) : "none", (target) => fn(target, item ? item.entry : null));
    };
    if (t.week) {
      pick("week", t.week, (target, entry) => entry && drawWeek(target, entry));
      pick("weekCircular", t.week, (target, entry) => entry && drawWeekCircular(target, entry));
    }
    if (t.thisWeek) pick("thisWeek", t.thisWeek, drawThisWeek);
    if (t.verse) {
      pick("verse", t.verse, (target, entry) => drawVerse(target, entry, false));
      pick("standBy", t.verse, (target, entry) => drawVerse(target, entry, true));
    }
    if (t.nextSession) {
      pick("nextSession", t.nextSession, drawNextSession);
      pick("nextSessionCircular", t.nextSession, drawNextCircular);
      pick("nextSessionInline", t.nextSession, drawInline);
    }
    pick("revokeLock", t.revokeWindow, (target, entry) => drawRevoke(target, entry, "banner"));
    pick("revokeCompact", t.revokeWindow, (target, entry) => drawRevoke(target, entry, "compact"));
    pick("revokeExpanded", t.revokeWindow, (target, entry) => drawRevoke(target, entry, "expanded"));
    pick("sessionLock", t.sessionActivity, (target, entry) => drawSession(target, entry, "banner"));
    pick("sessionCompact", t.sessionActivity, (target, entry) => drawSession(target, entry, "compact"));
    pick("sessionExpanded", t.sessionActivity, (target, entry) => drawSession(target, entry, "expanded"));
    if (t.coachQueue) pick("coachQueue", t.coachQueue, (target, entry) => entry && drawQueue(target, entry));
    drawIntents();
    for (const span of root.querySelectorAll("[data-countdown-to]")) {
      span.textContent = span.dataset.prefix + timer(span.dataset.countdownTo);
    }
    const clock = root.querySelector("[data-clock]");
    if (clock) {
      const zone = board.timelines.zone;
      try {
        clock.textContent = new Date(serverNow()).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }).replace(/ [AP]M$/, "");
      } catch (_) { clock.textContent = ""; }
    }
  };

  // A timeline asks again at its instant (after) or once its last entry has passed (atEnd) — only for instants that were
  // still ahead when it was fetched, so a timeline that ends now does not ask again and again.
  const due = () => {
    const now = serverNow();
    const ahead = (iso) => { const at = Date.parse(iso); return at > fetchedAt && at <= now; };
    for (const timeline of Object.values(board.timelines || {})) {
      if (!timeline || !timeline.reload || !timeline.entries) continue;
      if (timeline.reload.after && ahead(timeline.reload.after._0)) return true;
      const last = timeline.entries[timeline.entries.length - 1];
      if (timeline.reload.atEnd && last && ahead(last.date)) return true;
    }
    return false;
  };

  const refetch = async () => {
    if (fetching) return;
    fetching = true;
    try {
      const response = await fetch(root.dataset.refresh, { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (response.ok) {
        board = await response.json();
        root.dataset.fetches = String(Number(root.dataset.fetches || "0") + 1);
        sync();
        draw();
      }
    } catch (_) { /* offline: keep drawing the timelines already here */ } finally { fetching = false; }
  };

  sync();
  draw();
  root.dataset.ready = "1";
  setInterval(() => { draw(); if (due()) refetch(); }, 1000);

  if (window.EventSource && root.dataset.events) {
    const events = new EventSource(root.dataset.events);
    events.addEventListener("invalidate", refetch);
    events.addEventListener("clock", refetch);
  }
  if (navigator.serviceWorker) {
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "ambient-invalidate") refetch();
    });
  }
  const mode = root.parentElement && root.parentElement.querySelector("[data-mode]");
  if (mode) {
    mode.addEventListener("click", () => {
      const dark = mode.getAttribute("aria-pressed") !== "true";
      mode.setAttribute("aria-pressed", dark ? "true" : "false");
      for (const screen of root.querySelectorAll('[data-screen="home"]')) screen.classList.toggle("is-dark", dark);
    });
  }
});
