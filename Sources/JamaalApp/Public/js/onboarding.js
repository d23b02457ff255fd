// OB-05's permission request: shows "Allow notifications" only where the browser can ask, asks on the tap (never on
// load), and says what the browser answered. Skipping OB-05 or denying is fine: Today's banner takes over (SY-01).
(function () {
  "use strict";
  var words = {
    granted: "Notifications are on for this browser.",
    denied: "Notifications are off. Today will show reminders instead; you can allow them later in the browser's settings.",
    "default": ""
  };
  document.addEventListener("DOMContentLoaded", function () {
    var block = document.querySelector("[data-permission]");
    if (!block || !("Notification" in window)) return;
    var button = block.querySelector("[data-request-permission]");
    var state = block.querySelector("[data-permission-state]");
    function show(permission) {
      state.textContent = words[permission] || "";
      button.hidden = permission !== "default";
    }
    block.hidden = false;
    show(Notification.permission);
    button.addEventListener("click", function () {
      var asked = Notification.requestPermission(show);
      if (asked && asked.then) asked.then(show);
    });
  });
})();
