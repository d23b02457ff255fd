// The revoke window's live countdown on a submission in review ("6:52 left"); when it reaches zero the card is
// replaced by a reload, so the page shows what the server says now (the submission is with the coach).
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const card = document.getElementById("revoke");
  const label = document.getElementById("revoke-countdown");
  if (!card || !label) return;
  const closesAt = Date.now() + Number(card.dataset.secondsLeft || 0) * 1000;
  const tick = () => {
    const left = Math.max(0, Math.ceil((closesAt - Date.now()) / 1000));
    label.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
    label.setAttribute("datetime", `PT${left}S`);  // a <time>'s text is not a duration HTML reads; its datetime is
    if (left === 0) { clearInterval(timer); window.location.reload(); }
  };
  const timer = setInterval(tick, 1000);
});
