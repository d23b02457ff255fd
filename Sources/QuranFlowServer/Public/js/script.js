// The Qur'an script picker (SakFontPicker): choosing a card or moving the slider updates every preview at once — the
// cards' verses and the preview card take the size, the preview card the chosen face. Without this file the form still
// saves and the page shows the saved choice after the reload.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("[data-script-picker]");
  if (!form) return;
  const slider = form.querySelector("#script-size");
  const value = form.querySelector("#script-size-value");
  const preview = form.querySelector("#script-preview");
  const faces = Array.from(form.querySelectorAll("input[name=font]")).map((input) => input.value);
  const update = () => {
    const points = Number(slider.value);
    for (const name of Array.from(form.classList)) if (/^size-\d+$/.test(name)) form.classList.remove(name);
    form.classList.add(`size-${points}`);
    value.textContent = `${points} pt`;
    slider.setAttribute("aria-valuetext", `${points} pt`);
    const chosen = form.querySelector("input[name=font]:checked");
    for (const face of faces) preview.classList.toggle(`face-${face}`, chosen !== null && chosen.value === face);
    for (const card of form.querySelectorAll(".script-card")) {
      card.classList.toggle("is-selected", card.querySelector("input[name=font]").checked);
    }
  };
  slider.addEventListener("input", update);
  form.addEventListener("change", update);
});
