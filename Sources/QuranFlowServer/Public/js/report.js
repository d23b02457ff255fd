// Report an issue (SakReportIssue) as a sheet over the current screen. Every page of a screen ends with a
// "Report an issue" link (`[data-report-open]`) to the report page for that screen; here it opens that page's
// `[data-report-sheet]` in a modal <dialog> instead (labelled by the sheet's title; Escape, the close button or the
// backdrop close it, and focus returns to the link). Narration is recorded by recorder.js (one recorder for every
// voice control): on the report page it binds at load; in the sheet it is attached when the sheet opens. Without this
// script, or when anything fails, the link simply opens the report page.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const canRecord = () => Boolean(window.MediaRecorder && navigator.mediaDevices);
  // "Narrate it instead" shows itself only where the browser can record.
  const revealNarration = (root) => {
    if (!canRecord()) return;
    root.querySelectorAll('[data-report-sheet] [data-rec="mic"]').forEach((button) => { button.hidden = false; });
  };
  revealNarration(document);

  const openers = document.querySelectorAll("a[data-report-open]");
  if (!openers.length || !window.fetch || !window.DOMParser || typeof HTMLDialogElement !== "function") return;

  let dialog = null;
  let opener = null;
  let recorder = null;  // the sheet's recorder, released when the sheet closes

  function makeDialog() {
    const d = document.createElement("dialog");
    d.className = "report-dialog";
    d.setAttribute("aria-labelledby", "report-title");
    d.addEventListener("close", () => {
      if (recorder) recorder.release();
      recorder = null;
      d.replaceChildren();
      if (opener) opener.focus();
    });
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    d.addEventListener("click", (event) => { if (event.target === d) d.close(); });
    document.body.appendChild(d);
    return d;
  }

  function attachRecorder(root) {
    if (!root || !canRecord()) return;
    const bind = () => {
      if (window.QuranFlowRecorder && root.isConnected) recorder = window.QuranFlowRecorder.attach(root);
    };
    if (window.QuranFlowRecorder) { bind(); return; }
    const script = document.createElement("script");
    script.src = (document.querySelector('script[src*="/js/report.js"]') || {}).src.replace("/report.js", "/recorder.js");
    script.onload = bind;
    document.head.appendChild(script);
  }

  async function open(link) {
    const response = await fetch(link.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const sheet = page.querySelector("[data-report-sheet]");
    if (!sheet) throw new Error("no sheet");
    dialog = dialog || makeDialog();
    const content = document.importNode(sheet, true);
    const close = document.createElement("button");
    close.type = "button";
    close.className = "report-close";
    close.setAttribute("aria-label", "Close");
    close.textContent = "×";
    close.addEventListener("click", () => dialog.close());
    content.prepend(close);
    dialog.replaceChildren(content);
    revealNarration(dialog);
    dialog.showModal();
    document.body.dataset.reportSheet = "open";
    const text = dialog.querySelector("textarea");
    if (text) text.focus();
    attachRecorder(dialog.querySelector("[data-recorder]"));
  }

  openers.forEach((link) => {
    link.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      opener = link;
      open(link).catch(() => window.location.assign(link.href));
    });
  });
});
