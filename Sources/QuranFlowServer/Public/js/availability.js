// Availability (SakOnbAvailability): the footer counts the picked windows as cells are ticked ("7 windows picked ·
// your local time"), in the words the server's rule wrote for every count (data-footers). Without script the form
// posts as it is and the next page shows the count.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const footer = document.getElementById("availability-count");
  const form = footer && footer.closest("form");
  if (!form) return;
  const footers = (footer.dataset.footers || "").split("|");
  const update = () => {
    const count = form.querySelectorAll("input[name='cell']:checked").length;
    if (footers[count]) footer.textContent = footers[count];
  };
  form.addEventListener("change", update);
  update();
});
