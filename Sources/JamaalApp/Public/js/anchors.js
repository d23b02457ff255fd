// AN-11's when-in-use prompt, in context: "Use my location" on the prayer form (AN-04) asks the browser for the place
// once, when tapped, and fills latitude, longitude and the zone. Optional — city search and typed coordinates work
// without it, and nothing is sent anywhere but this form.
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.querySelector("[data-locate]");
    if (!button || !navigator.geolocation) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      button.disabled = true;
      navigator.geolocation.getCurrentPosition(function (position) {
        var form = button.closest("form");
        form.querySelector("#f-latitude").value = position.coords.latitude.toFixed(5);
        form.querySelector("#f-longitude").value = position.coords.longitude.toFixed(5);
        var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        if (zone) form.querySelector("#f-zone").value = zone;
        var city = form.querySelector("input[name=city]");
        if (city) city.remove();
        button.disabled = false;
        button.textContent = "Location filled in";
      }, function () {
        button.disabled = false;
        button.textContent = "Location not shared — search for your city instead";
      }, { timeout: 15000, maximumAge: 600000 });
    });
  });
})();
