"""Real delivery (issue 15), on loopback with tools nobody here wrote: a push service built on Python's http-ece and
py-vapid receives what the server sends, checks its VAPID signature and decrypts it; aiosmtpd receives the mail (with
authentication), parsed by Python's `email` package. Then Chromium: the service worker registers, and the permission
control asks only when pressed."""
import base64
import email
import email.policy
import http.cookiejar
import json
import os
import re
import sqlite3
import threading
import time
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import http_ece
import py_vapid
import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, _free_port, screenshot, sign_in, wait_until


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class PushService:
    """An RFC 8030 push service on loopback. Each subscription has its own P-256 key and auth secret (as a browser's
    would); a message must carry a valid VAPID `Authorization` (RFC 8292, checked with py-vapid: signature, `aud` the
    service's origin, `exp` within 24 hours, `sub` a contact) and decrypt with http-ece (RFC 8291). Undelivered messages
    are kept per (subscription, Topic): a later message of a topic replaces the earlier one (RFC 8030 §5.4)."""

    def __init__(self):
        self.port = _free_port()
        self.origin = f"http://127.0.0.1:{self.port}"
        self.keys = {}
        self.received = []   # every accepted message: (subscription, headers, payload)
        self.waiting = {}    # (subscription, topic) -> payload
        self.refused = []
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                name = self.path.rsplit("/", 1)[-1]
                if name not in service.keys:
                    self.send_response(410)
                    self.end_headers()
                    return
                try:
                    payload = service.accept(name, dict(self.headers), body)
                except Exception as error:  # noqa: BLE001 — any failure is the sender's fault, recorded for the test
                    with service.lock:
                        service.refused.append(f"{name}: {error!r}")
                    self.send_response(400)
                    self.end_headers()
                    return
                with service.lock:
                    service.received.append((name, dict(self.headers), payload))
                    service.waiting[(name, self.headers.get("Topic"))] = payload
                self.send_response(201)
                self.send_header("Location", f"{service.origin}/message/{len(service.received)}")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def accept(self, name, headers, body):
        authorization = headers.get("Authorization", "")
        # RFC 8292 §3: "vapid t=<JWT>, k=<key>"; py-vapid reads the parameters without the optional space.
        assert py_vapid.Vapid02.verify(authorization.replace(", ", ",")), "VAPID signature does not verify"
        token = re.search(r"t=([^,\s]+)", authorization).group(1)
        claims = json.loads(unb64u(token.split(".")[1]))
        assert claims["aud"] == self.origin, claims
        assert time.time() < claims["exp"] <= time.time() + 24 * 3600, claims
        assert claims["sub"].startswith("mailto:") or claims["sub"].startswith("https://"), claims
        assert headers.get("Content-Encoding") == "aes128gcm"
        assert re.fullmatch(r"[A-Za-z0-9_-]{1,32}", headers.get("Topic", "")), headers.get("Topic")
        assert int(headers.get("TTL", "-1")) >= 0
        key, auth = self.keys[name]
        plaintext = http_ece.decrypt(body, private_key=key, auth_secret=auth, version="aes128gcm")
        return json.loads(plaintext)

    def subscription(self, name):
        """What a browser's PushSubscription.toJSON() gives, for a fresh key pair held here."""
        key = ec.generate_private_key(ec.SECP256R1())
        auth = os.urandom(16)
        self.keys[name] = (key, auth)
        public = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": f"{self.origin}/push/{name}", "expirationTime": None, "keys": {"p256dh": b64u(public), "auth": b64u(auth)}}

    def stop(self):
        self.httpd.shutdown()


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), email.message_from_bytes(envelope.content, policy=email.policy.default), session.authenticated))
        return "250 OK"


def authenticator(server, session, envelope, mechanism, auth_data):
    ok = isinstance(auth_data, LoginPassword) and auth_data.login == b"quranflow" and auth_data.password == b"s3cret pass"
    return AuthResult(success=ok, handled=False)


@pytest.fixture
@pytest.mark.filterwarnings("ignore:Requiring AUTH")
def delivery(request):
    marker = request.node.get_closest_marker("now")
    push = PushService()
    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=_free_port(), authenticator=authenticator, auth_required=True,
                      auth_require_tls=False)
    smtp.start()
    server = Server(marker.args[0] if marker else "2026-10-27T13:48:00-04:00", extra=[
        "--smtp-url", f"smtp://quranflow:s3cret%20pass@127.0.0.1:{smtp.port}",
        "--push-endpoint-allow", push.origin + "/push/", "--mail-from", "programme@quranflow.test"])
    yield server, push, inbox
    server.stop()
    smtp.stop()
    push.stop()


class Session:
    """A cookie-keeping client, as a browser signed in would be."""

    def __init__(self, server, email_address=None):
        self.server = server
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()),
                                                  NoRedirect())
        if email_address:
            self.form("/sign-in", {"email": email_address, "password": "quranflow-demo"}, csrf_from="/sign-in")

    def open(self, path, data=None, headers=None, method=None):
        request = urllib.request.Request(self.server.url + path, data=data, headers=headers or {}, method=method)
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def csrf(self, page):
        return re.search(r'name="_csrf" value="([^"]+)"', self.open(page)[1]).group(1)

    def form(self, path, fields, csrf_from):
        fields = {**fields, "_csrf": self.csrf(csrf_from)}
        return self.open(path, urllib.parse.urlencode(fields).encode(), {"Content-Type": "application/x-www-form-urlencoded"}, "POST")

    def json(self, path, body, token=None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = "Bearer " + token
        return self.open(path, json.dumps(body).encode(), headers, "POST")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def token_for(server, address):
    status, body = Session(server).json("/api/session", {"email": address, "password": "quranflow-demo"})
    assert status == 201, body
    return json.loads(body)["token"]


def get_json(server, path, token):
    status, body = Session(server).open(path, headers={"Authorization": "Bearer " + token})
    assert status == 200, body
    return json.loads(body)


def clock(server, to):
    status, body = Session(server).open("/_test/clock", urllib.parse.urlencode({"to": to}).encode(),
                                        {"Content-Type": "application/x-www-form-urlencoded"}, "POST")
    assert status == 200, body
    return body


def outbox(server, subject_like="%"):
    """The server's mail outbox as its database holds it: (recipient, subject, state, attempts, last error) of every
    mail whose subject is LIKE `subject_like`. A mail reaches the relay only from a row here, so what these rows say is
    what can still arrive: a row `sent` after one attempt went out once and will not go again."""
    with sqlite3.connect(Path(server.data) / "quranflow.sqlite") as db:
        return db.execute("SELECT recipient, subject, state, attempts, last_error FROM outbox WHERE subject LIKE ? "
                          "ORDER BY recipient", (subject_like,)).fetchall()


def test_push_reaches_the_device_decrypted_and_a_later_reminder_of_the_thread_replaces_the_first(delivery):
    server, push, _ = delivery
    sarah = token_for(server, "sarah@quranflow.test")
    status, body = Session(server).json("/api/push/subscriptions", push.subscription("sarah-phone"), sarah)
    assert status == 201, body
    # A second student turned every push type off: nothing reaches her device.
    noor = token_for(server, "noor@quranflow.test")
    assert Session(server).json("/api/push/subscriptions", push.subscription("noor-phone"), noor)[0] == 201
    assert Session(server).json("/api/profile/notifications", {"push": False}, noor)[0] == 200

    # Reminders on for the next two group sessions (the same thread: the next session); Noor's on for hers too.
    import datetime as dt
    now = dt.datetime.fromisoformat("2026-10-27T13:48:00-04:00")

    def upcoming(token):
        found = []
        for day in ("2026-10-27", "2026-10-28", "2026-10-29"):
            for row in get_json(server, f"/api/screens/sessions?day={day}", token)["rows"]:
                session = row.get("session")
                if session and dt.datetime.fromisoformat(session["startsAt"]) > now + dt.timedelta(minutes=20):
                    status, _ = Session(server).json(f"/api/sessions/{session['id'].rsplit('-', 1)[0]}/reminder", {"on": True}, token)
                    if status == 200:
                        found.append(session)
        return sorted(found, key=lambda s: s["startsAt"])

    mine = upcoming(sarah)
    assert len(mine) >= 2, mine
    first, second = mine[0], mine[1]
    upcoming(noor)

    def minus_15(iso):
        return (dt.datetime.fromisoformat(iso) - dt.timedelta(minutes=15)).isoformat()

    clock(server, minus_15(first["startsAt"]))
    wait_until(lambda: len(push.received) >= 1, 20, lambda: f"the first reminder's push (refused: {push.refused})")
    name, headers, payload = push.received[0]
    assert name == "sarah-phone"
    assert payload["tag"] == "next-session"
    assert "15 minutes" in payload["body"] or payload["title"], payload
    topic = headers["Topic"]
    clock(server, minus_15(second["startsAt"]))
    wait_until(lambda: len(push.received) >= 2, 20, lambda: f"the second reminder's push (refused: {push.refused})")
    assert push.received[1][1]["Topic"] == topic
    # The push service kept only the later one for that topic.
    assert push.waiting[("sarah-phone", topic)] == push.received[1][2]
    assert push.received[1][2]["title"] != payload["title"] or push.received[1][2]["id"] != payload["id"]
    assert not push.refused, push.refused
    assert all(name == "sarah-phone" for name, _, _ in push.received), "Noor turned push off"


# Thursday 29 October, 10:00 Toronto: Sarah's Week 8 waits in Ust. Amina's queue (as in test_review).
@pytest.mark.now("2026-10-29T10:00:00-04:00")
def test_feedback_ready_push_reaches_the_student(delivery):
    server, push, _ = delivery
    sarah = token_for(server, "sarah@quranflow.test")
    assert Session(server).json("/api/push/subscriptions", push.subscription("sarah-laptop"), sarah)[0] == 201
    amina = token_for(server, "amina@quranflow.test")
    queue = get_json(server, "/api/screens/coach/queue", amina)
    row = next(r for r in queue["rows"] if r["name"] == "Sarah A." and r["week"] == "Week 8")
    submission = row["id"]
    coach = Session(server, "amina@quranflow.test")
    status, page = coach.open(f"/coach/review/{submission}")
    assert status == 200, page
    key = re.search(r'name="key" value="([^"]+)"', page).group(1)
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    # A review carries something for the student: a note for her.
    status, _ = coach.open(f"/coach/review/{submission}/notes",
                           urllib.parse.urlencode({"audience": "student", "text": "Well done.", "_csrf": csrf}).encode(),
                           {"Content-Type": "application/x-www-form-urlencoded"}, "POST")
    assert status in (200, 303), status
    status, _ = coach.open(f"/coach/review/{submission}/send", urllib.parse.urlencode({"key": key, "outcome": "accepted", "_csrf": csrf}).encode(),
                           {"Content-Type": "application/x-www-form-urlencoded"}, "POST")
    assert status in (200, 303), status
    clock(server, "2026-10-29T10:00:05-04:00")  # the sender runs with the clock
    wait_until(lambda: any(p["title"].startswith("Feedback ready") for _, _, p in push.received), 20,
               lambda: f"the Feedback ready push: {push.received} {push.refused} {server.read_log()[-3000:]}")
    payload = next(p for _, _, p in push.received if p["title"].startswith("Feedback ready"))
    assert payload["tag"].startswith("week-") and payload["url"].endswith("/feedback"), payload


def test_reset_link_and_weekly_digest_arrive_by_smtp_with_both_parts(delivery):
    server, _, inbox = delivery
    # A password reset: the link arrives and works.
    anonymous = Session(server)
    status, _ = anonymous.form("/forgot-password", {"email": "sarah@quranflow.test"}, csrf_from="/forgot-password")
    assert status in (200, 303)
    clock(server, "2026-10-27T13:48:10-04:00")
    wait_until(lambda: any("Reset your QuranFlow password" in str(m["Subject"]) for _, _, m, _ in inbox.messages), 20,
               lambda: f"the reset mail: {inbox.messages}")
    sender, recipients, reset, authenticated = next(x for x in inbox.messages if "Reset" in str(x[2]["Subject"]))
    assert sender == "programme@quranflow.test" and recipients == ["sarah@quranflow.test"] and authenticated
    assert re.fullmatch(r"<[A-Za-z0-9_-]+@localhost>", reset["Message-ID"]), reset["Message-ID"]
    link = re.search(r"(http://\S+/reset-password\?token=\S+)", reset.get_body(("plain",)).get_content()).group(1)
    status, page = Session(server).open(link[len(server.url):])
    assert status == 200 and "new password" in page.lower(), page[:300]

    # The weekly digest: Sarah turns it on; Sunday 1 Nov 8:00 AM in Toronto it arrives, HTML and plain text.
    sarah = token_for(server, "sarah@quranflow.test")
    assert Session(server).json("/api/profile/notifications", {"weeklyDigest": True}, sarah)[0] == 200
    # A minute before, the sweep that the clock's move ran (it returns once the due jobs have run) queued nothing.
    clock(server, "2026-11-01T07:59:00-05:00")
    assert outbox(server, "Your week%") == []
    assert not any("Your week" in str(m["Subject"]) for _, _, m, _ in inbox.messages)
    clock(server, "2026-11-01T08:00:30-05:00")
    wait_until(lambda: any("Your week" in str(m["Subject"]) for _, _, m, _ in inbox.messages), 20,
               lambda: f"the weekly digest: {inbox.messages} {outbox(server)}")
    digests = [m for _, _, m, _ in inbox.messages if "Your week" in str(m["Subject"])]
    assert len(digests) == 1
    digest = digests[0]
    assert digest["Subject"] == "Your week in QuranFlow · Week 8 of 15"
    assert digest.get_content_type() == "multipart/alternative"
    plain = digest.get_body(("plain",)).get_content()
    html = digest.get_body(("html",)).get_content()
    assert "NEXT WEEK'S SESSIONS" in plain and "Recitation" in plain
    assert "Next week" in html and 'href="http://localhost:' in html
    # Once per week: moving on through Sunday (the sweeps due by then run in the clock's move) queues nothing more,
    # and the one digest went out in one attempt — so nothing more can arrive.
    clock(server, "2026-11-01T20:00:00-05:00")
    [(recipient, _, state, attempts, _)] = outbox(server, "Your week%")
    assert (recipient, state, attempts) == ("sarah@quranflow.test", "sent", 1), outbox(server, "Your week%")
    assert len([m for _, _, m, _ in inbox.messages if "Your week" in str(m["Subject"])]) == 1
    # The admin page says where mail goes.
    admin = Session(server, "admin@quranflow.test")
    assert "Mail goes out through 127.0.0.1" in admin.open("/admin")[1]


def test_service_worker_registers_and_permission_is_asked_only_when_pressed(browser, server):
    # Count permission requests from the first script on.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__asked = 0;
        if (window.Notification) {
          const ask = Notification.requestPermission.bind(Notification);
          Notification.requestPermission = (...args) => { window.__asked += 1; return ask(...args); };
        }"""})
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile/notifications")
    WebDriverWait(browser, 20).until(lambda d: d.execute_script(
        "return navigator.serviceWorker.getRegistration('/').then(r => !!(r && (r.active || r.installing || r.waiting)))"))
    scope = browser.execute_async_script(
        "const done = arguments[0]; navigator.serviceWorker.ready.then(r => done(r.scope))")
    assert scope == server.url + "/"
    card = browser.find_element(By.CSS_SELECTOR, "[data-push]")
    WebDriverWait(browser, 10).until(lambda d: card.get_attribute("data-state") in ("off", "blocked", "unsupported"))
    assert browser.execute_script("return window.__asked") == 0
    assert browser.execute_script("return Notification.permission") == "default"
    button = browser.find_element(By.CSS_SELECTOR, "[data-push-on]")
    assert button.is_displayed() and button.text == "Turn on push on this device"
    screenshot(browser, "notif-settings-device")
    # Pressing asks (headless Chromium answers "denied" by itself; the card then says how to allow it).
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.__asked") == 1)
    WebDriverWait(browser, 10).until(lambda d: button.get_attribute("disabled") is None)


def self_signed(directory):
    """A certificate for 127.0.0.1 (and its key), as a private relay's CA would issue."""
    import datetime as dt
    import ipaddress
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.x509.oid import NameOID
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "QuranFlow test relay")])
    now = dt.datetime.now(dt.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - dt.timedelta(minutes=5))
            .not_valid_after(now + dt.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = os.path.join(directory, "relay.pem"), os.path.join(directory, "relay.key")
    with open(cert_path, "wb") as f:
        f.write(cert.public_bytes(serialization.Encoding.PEM))
    with open(key_path, "wb") as f:
        f.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return cert_path, key_path


def test_mail_goes_over_starttls_with_authentication_to_a_relay_with_a_private_ca(tmp_path):
    import ssl
    cert, key = self_signed(str(tmp_path))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    inbox = Inbox()
    # The relay refuses MAIL before STARTTLS and AUTH outside TLS: a mail that arrives went both ways.
    smtp = Controller(inbox, hostname="127.0.0.1", port=_free_port(), authenticator=authenticator, auth_required=True,
                      tls_context=context, require_starttls=True)
    smtp.start()
    server = Server("2026-10-27T13:48:00-04:00", extra=[
        "--smtp-url", f"smtp://quranflow:s3cret%20pass@127.0.0.1:{smtp.port}", "--smtp-ca-file", cert])
    try:
        status, _ = Session(server).form("/forgot-password", {"email": "khadija@quranflow.test"}, csrf_from="/forgot-password")
        assert status in (200, 303)
        clock(server, "2026-10-27T13:48:10-04:00")
        wait_until(lambda: len(inbox.messages) == 1, 20, lambda: "the reset mail over STARTTLS: " + server.read_log()[-2000:])
        sender, recipients, message, authenticated = inbox.messages[0]
        assert recipients == ["khadija@quranflow.test"] and authenticated
        assert "Reset your QuranFlow password" == message["Subject"]
    finally:
        server.stop()
    # Without the relay's CA the certificate is not trusted: nothing is sent, and the admin page says why it waits.
    untrusting = Server("2026-10-27T13:48:00-04:00", extra=["--smtp-url", f"smtp://quranflow:s3cret%20pass@127.0.0.1:{smtp.port}"])
    try:
        Session(untrusting).form("/forgot-password", {"email": "khadija@quranflow.test"}, csrf_from="/forgot-password")
        clock(untrusting, "2026-10-27T13:48:10-04:00")
        # The attempt was made and refused (its row waits for a retry, saying why): nothing reached the relay.
        wait_until(lambda: [row for row in outbox(untrusting, "Reset%") if row[3] >= 1 and row[2] != "sending" and row[4]],
                   20, lambda: f"the refused attempt to be recorded: {outbox(untrusting)}")
        assert len(inbox.messages) == 1
        page = Session(untrusting, "admin@quranflow.test").open("/admin")[1]
        assert "waiting (retrying:" in page and "certificate" in page.lower(), page[-1500:]
    finally:
        untrusting.stop()
        smtp.stop()


def test_two_server_processes_send_each_students_digest_once(tmp_path):
    """Two `quranflow serve` processes on one data directory, both sending to one mail server, their clocks moved to
    Sunday morning at the same moment: each student's digest arrives exactly once."""
    inbox = Inbox()
    smtp = Controller(inbox, hostname="127.0.0.1", port=_free_port())
    smtp.start()
    args = ["--smtp-url", f"smtp://127.0.0.1:{smtp.port}"]
    first = Server("2026-10-31T12:00:00-04:00", extra=args)
    second = Server("2026-10-31T12:00:00-04:00", data=first.data, extra=args)
    try:
        for address in ("sarah@quranflow.test", "maryam@quranflow.test", "khadija@quranflow.test"):
            assert Session(first).json("/api/profile/notifications", {"weeklyDigest": True}, token_for(first, address))[0] == 200
        # Sunday 1 November: 8:00 London, then 8:00 Toronto, then 8:00 Chicago — each move made on both at once.
        for instant in ("2026-11-01T08:00:30+00:00", "2026-11-01T08:00:30-05:00", "2026-11-01T08:00:30-06:00",
                        "2026-11-01T12:00:00-06:00"):
            threads = [threading.Thread(target=clock, args=(server, instant)) for server in (first, second)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        wait_until(lambda: len(inbox.messages) >= 3, 20, lambda: f"three digests: {inbox.messages} {outbox(first)}")
        # Each student's digest is one row (the sweep's once-a-week key), sent in one attempt: a row is sent only by
        # the sender that claimed it, and a second claim would count a second attempt — so nothing more can arrive.
        wait_until(lambda: all(row[2] == "sent" for row in outbox(first, "Your week%")), 20,
                   lambda: f"every digest row sent: {outbox(first, 'Your week%')}")
        rows = outbox(first, "Your week%")
        assert [(row[0], row[3]) for row in rows] == [("khadija@quranflow.test", 1), ("maryam@quranflow.test", 1),
                                                      ("sarah@quranflow.test", 1)], rows
        recipients = sorted(r for _, rcpts, _, _ in inbox.messages for r in rcpts)
        assert recipients == ["khadija@quranflow.test", "maryam@quranflow.test", "sarah@quranflow.test"], recipients
        assert len({m["Message-ID"] for _, _, m, _ in inbox.messages}) == 3
    finally:
        second.stop()
        first.stop()
        smtp.stop()
