// Passkeys (#42): Add a passkey on Settings → Passkeys, and Sign in with a passkey on Sign in.
// - Both controls are drawn hidden and shown only where this browser can run the ceremony: WebAuthn present, a secure
//   context (https, or http://localhost), and a host name rather than a bare IP address (which no browser accepts as a
//   relying party's id). Elsewhere Settings says why, and Sign in shows nothing.
// - Each ceremony asks the server for its options (a challenge it keeps for five minutes and accepts once), hands them
//   to the browser, and posts the answer back with its buffers in base64url. A refusal is said in the alert beside the
//   control, in the server's own words; nothing is stored by a refused answer.
(function () {
  "use strict";

  function bytesToBase64url(buffer) {
    var bytes = new Uint8Array(buffer), text = "";
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function base64urlToBytes(value) {
    var text = atob(value.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((value.length + 3) % 4));
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes.buffer;
  }

  function isIPAddress(host) {
    return /^[0-9.]+$/.test(host) || host.indexOf(":") >= 0 || host.charAt(0) === "[";
  }

  var supported = !!(window.isSecureContext && window.PublicKeyCredential && navigator.credentials &&
    typeof navigator.credentials.create === "function" && typeof navigator.credentials.get === "function" &&
    !isIPAddress(window.location.hostname));

  function csrfToken() {
    var meta = document.querySelector("meta[name='csrf-token']");
    return meta ? meta.content : "";
  }

  // POSTs `body` as JSON; resolves to {ok, status, body} whatever the answer (a network failure rejects).
  function post(path, body) {
    return fetch(path, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json", "X-CSRF-Token": csrfToken() },
      body: JSON.stringify(body || {})
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, status: response.status, body: json };
      }, function () { return { ok: response.ok, status: response.status, body: null }; });
    });
  }

  function refusal(answer) {
    var error = answer.body && answer.body.error;
    return (error && error.message) || "Jamaal could not answer just now. Please try again.";
  }

  // The browser's own refusals, in words a person can act on.
  function browserRefusal(error, creating) {
    var name = error && error.name;
    if (name === "NotAllowedError") return "The passkey request was cancelled or timed out. Please try again.";
    if (name === "InvalidStateError" && creating) return "This device already has a passkey for your account.";
    if (name === "SecurityError") return "Passkeys can't be used at this address. Open Jamaal at its web address to use one.";
    if (name === "NotSupportedError") return "This device has no passkey that Jamaal supports.";
    return "The passkey request did not finish. Please try again.";
  }

  function say(place, message) {
    if (!place) return;
    place.textContent = message;
    place.hidden = !message;
  }

  function creationOptions(options) {
    var publicKey = options.publicKey;
    publicKey.challenge = base64urlToBytes(publicKey.challenge);
    publicKey.user.id = base64urlToBytes(publicKey.user.id);
    (publicKey.excludeCredentials || []).forEach(function (credential) { credential.id = base64urlToBytes(credential.id); });
    return { publicKey: publicKey };
  }

  function requestOptions(options) {
    var publicKey = options.publicKey;
    publicKey.challenge = base64urlToBytes(publicKey.challenge);
    (publicKey.allowCredentials || []).forEach(function (credential) { credential.id = base64urlToBytes(credential.id); });
    return { publicKey: publicKey, mediation: "optional" };
  }

  // Settings → Passkeys: Add a passkey.
  var register = document.querySelector("[data-passkey-register]");
  var unsupported = document.querySelector("[data-passkey-unsupported]");
  if (register && supported) {
    register.hidden = false;
    var form = register.querySelector("form");
    var problem = register.querySelector("[data-passkey-error]");
    var busy = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (busy) return;
      busy = true;
      say(problem, "");
      var name = form.querySelector("input[name='name']");
      post(form.getAttribute("data-options")).then(function (answer) {
        if (!answer.ok) throw { said: refusal(answer) };
        return navigator.credentials.create(creationOptions(answer.body)).catch(function (error) {
          throw { said: browserRefusal(error, true) };
        });
      }).then(function (credential) {
        return post(form.getAttribute("data-action"), {
          id: credential.id, rawId: bytesToBase64url(credential.rawId), type: credential.type,
          response: {
            clientDataJSON: bytesToBase64url(credential.response.clientDataJSON),
            attestationObject: bytesToBase64url(credential.response.attestationObject),
            transports: typeof credential.response.getTransports === "function" ? credential.response.getTransports() : []
          },
          name: name ? name.value : ""
        });
      }).then(function (answer) {
        if (!answer.ok) throw { said: refusal(answer) };
        window.location.assign(form.getAttribute("data-done"));
      }).catch(function (error) {
        busy = false;
        say(problem, (error && error.said) || "Jamaal could not be reached. Please try again.");
      });
    });
  } else if (register && unsupported) {
    unsupported.hidden = false;
  }

  // Sign in: Sign in with a passkey.
  var signIn = document.querySelector("[data-passkey-sign-in]");
  if (signIn && supported) {
    signIn.hidden = false;
    var button = signIn.querySelector("button");
    var said = signIn.querySelector("[data-passkey-error]");
    button.addEventListener("click", function () {
      if (button.disabled) return;
      button.disabled = true;
      say(said, "");
      post(signIn.getAttribute("data-options")).then(function (answer) {
        if (!answer.ok) throw { said: refusal(answer) };
        return navigator.credentials.get(requestOptions(answer.body)).catch(function (error) {
          throw { said: browserRefusal(error, false) };
        });
      }).then(function (credential) {
        if (!credential) throw { said: "No passkey was chosen. Please try again." };
        var response = credential.response;
        return post(signIn.getAttribute("data-action"), {
          id: credential.id, rawId: bytesToBase64url(credential.rawId), type: credential.type,
          response: {
            clientDataJSON: bytesToBase64url(response.clientDataJSON),
            authenticatorData: bytesToBase64url(response.authenticatorData),
            signature: bytesToBase64url(response.signature),
            userHandle: response.userHandle ? bytesToBase64url(response.userHandle) : null
          },
          next: signIn.getAttribute("data-next") || null
        });
      }).then(function (answer) {
        if (!answer.ok) throw { said: refusal(answer) };
        window.location.assign(answer.body.next);
      }).catch(function (error) {
        button.disabled = false;
        say(said, (error && error.said) || "Jamaal could not be reached. Please try again.");
      });
    });
  }
})();
