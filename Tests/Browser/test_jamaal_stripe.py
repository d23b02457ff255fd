"""Buying Jamaal on the web in Chromium (issue 42, SB-01 through Stripe Checkout): the demo person on day 15 is read-only,
chooses Subscribe monthly on the paywall, is sent to the hosted Checkout page (here a stand-in for Stripe: a loopback
API that answers the Checkout call — checking the form it is sent — and a hosted page over https with a certificate
of its own), pays, and comes back to ST-05 "Confirming your subscription…"; only when the stand-in delivers Stripe's
signed webhooks does the page (looking again by itself) say they are subscribed, and Today leaves read-only. Manage
opens the customer portal. Without Stripe keys the plans say buying here isn't set up, with no button that would
fail. Screenshots compact and regular in test-artifacts/; axe-core on the paywall and ST-05."""
import datetime
import hashlib
import hmac
import http.server
import ipaddress
import json
import ssl
import tempfile
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import JamaalServer, _free_port, axe_clean, navigated, page_text, regular_screenshot, screenshot, wait_until

SECRET_KEY = "sk_test_jamaal_browser"
WEBHOOK_SECRET = "whsec_jamaal_browser_only"
MONTHLY = "price_jamaal_browser_monthly"
YEARLY = "price_jamaal_browser_yearly"


def self_signed(directory: Path) -> tuple[str, str]:
    """A certificate for 127.0.0.1 of the stand-in's own (Chromium is told to accept it for this test's pages)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Stripe stand-in")])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                   .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=30))
                   .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
                   .sign(key, hashes.SHA256()))
    cert, pem = directory / "standin.crt", directory / "standin.key"
    cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    pem.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return str(cert), str(pem)


class StripeStandIn:
    """Stripe for one test: its API on loopback http (what JAMAAL_STRIPE_API_BASE points at) and its hosted pages —
    Checkout and the customer portal — on loopback https. Paying on the Checkout page sends the browser back to the
    session's success URL at once; the webhooks wait until the test calls `deliver()`, as Stripe's come a moment later,
    each signed with the endpoint's secret at the Jamaal server's clock."""

    def __init__(self, directory: Path):
        self.sessions: dict[str, dict] = {}
        self.by_key: dict[str, dict] = {}
        self.requests: list[tuple[str, dict, dict]] = []
        self.pending: list[dict] = []
        self.jamaal_url = ""
        self.now = 0  # the Jamaal server's clock, in Unix seconds
        stand_in = self

        class API(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def answer(self, status: int, body: dict):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self):
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
                form = dict(urllib.parse.parse_qsl(raw, keep_blank_values=True))
                headers = {name: self.headers.get(name) for name in ("Authorization", "Content-Type", "Idempotency-Key")}
                stand_in.requests.append((self.path, form, headers))
                if headers["Authorization"] != f"Bearer {SECRET_KEY}":
                    return self.answer(401, {"error": {"type": "invalid_request_error", "message": "Invalid API Key provided"}})
                if self.path == "/v1/checkout/sessions":
                    key = headers["Idempotency-Key"] or ""
                    if key in stand_in.by_key:  # Stripe answers a repeated key with the first answer
                        return self.answer(200, stand_in.by_key[key])
                    required = ["mode", "line_items[0][price]", "line_items[0][quantity]", "success_url", "cancel_url",
                                "client_reference_id"]
                    missing = [name for name in required if not form.get(name)]
                    if missing or form["line_items[0][price]"] not in (MONTHLY, YEARLY):
                        return self.answer(400, {"error": {"type": "invalid_request_error", "message": f"bad form {missing}"}})
                    number = len(stand_in.sessions) + 1
                    session = {"id": f"cs_test_browser_{number}", "object": "checkout.session", "mode": "subscription",
                               "url": f"{stand_in.pages}/pay/cs_test_browser_{number}"}
                    stand_in.sessions[session["id"]] = {**form, "id": session["id"]}
                    stand_in.by_key[key] = session
                    return self.answer(200, session)
                if self.path == "/v1/billing_portal/sessions":
                    return self.answer(200, {"id": "bps_test_1", "object": "billing_portal.session",
                                             "url": f"{stand_in.pages}/portal?customer={form.get('customer', '')}"})
                self.answer(404, {"error": {"type": "invalid_request_error", "message": "Unrecognized request URL"}})

        class Pages(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def page(self, html: str):
                data = html.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path.startswith("/pay/"):
                    session = stand_in.sessions[self.path.removeprefix("/pay/")]
                    price = "$2.99 a month" if session["line_items[0][price]"] == MONTHLY else "$24.99 a year"
                    return self.page(f"""<!doctype html><html lang="en"><title>Stripe Checkout (stand-in)</title>
                        <h1>Subscribe to Jamaal</h1><p>{price}</p><p>{session.get('customer_email', '')}</p>
                        <form method="post"><button id="pay" type="submit">Pay</button></form>""")
                if self.path.startswith("/portal"):
                    return self.page('<!doctype html><html lang="en"><title>Billing portal (stand-in)</title><h1>Your subscription</h1>')
                self.send_error(404)

            def do_POST(self):
                session = stand_in.sessions[self.path.removeprefix("/pay/")]
                stand_in.paid(session)
                self.send_response(303)
                self.send_header("Location", session["success_url"].replace("{CHECKOUT_SESSION_ID}", session["id"]))
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.api = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), API)
        self.hosted = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), Pages)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*self_signed(directory))
        self.hosted.socket = context.wrap_socket(self.hosted.socket, server_side=True)
        self.base = f"http://127.0.0.1:{self.api.server_address[1]}"
        self.pages = f"https://127.0.0.1:{self.hosted.server_address[1]}"
        for server in (self.api, self.hosted):
            threading.Thread(target=server.serve_forever, daemon=True).start()

    def paid(self, session: dict):
        """What Stripe sends after a paid Checkout: the session completed and the subscription it made."""
        customer, subscription = "cus_browser_1", "sub_browser_1"
        reference = session["client_reference_id"]
        self.pending += [
            self.event("evt_browser_checkout", "checkout.session.completed", {
                "id": session["id"], "object": "checkout.session", "mode": "subscription", "customer": customer,
                "subscription": subscription, "client_reference_id": reference, "payment_status": "paid"}),
            self.event("evt_browser_subscription", "customer.subscription.created", {
                "id": subscription, "object": "subscription", "customer": customer, "status": "active",
                "cancel_at_period_end": False, "current_period_start": self.now, "current_period_end": self.now + 31 * 86_400,
                "metadata": {"client_reference_id": reference},
                "items": {"object": "list", "data": [{"id": "si_1", "price": {"id": session["line_items[0][price]"]}}]}}),
        ]

    def event(self, id: str, type: str, obj: dict) -> dict:
        return {"id": id, "object": "event", "type": type, "created": self.now, "data": {"object": obj}}

    def post(self, event: dict, secret: str = WEBHOOK_SECRET, at: int | None = None):
        """Posts one event to Jamaal's webhook as Stripe does; (status, body)."""
        body = json.dumps(event).encode()
        stamp = self.now if at is None else at
        signature = hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
        request = urllib.request.Request(
            self.jamaal_url + "/webhooks/stripe", data=body, method="POST",
            headers={"Content-Type": "application/json", "Stripe-Signature": f"t={stamp},v1={signature}"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def deliver(self):
        """Delivers the webhooks Checkout is waiting on, in order; each must be applied."""
        for event in self.pending:
            status, answer = self.post(event)
            assert status == 200 and answer["result"] == "applied", (event["type"], status, answer)
        delivered, self.pending = self.pending, []
        return delivered

    def stop(self):
        for server in (self.api, self.hosted):
            server.shutdown()
            server.server_close()


def server_now(jamaal: JamaalServer, advance: int = 0) -> int:
    """Moves the Jamaal server's test clock and returns its instant in Unix seconds ("now 2026-12-05T10:05:00Z")."""
    text = jamaal.clock(advance=advance).strip().removeprefix("now ").strip()
    return int(datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


@pytest.fixture
def stripe_and_jamaal(monkeypatch):
    directory = Path(tempfile.mkdtemp(prefix="jamaal-stripe-"))
    stripe = StripeStandIn(directory)
    for name, value in {"JAMAAL_STRIPE_SECRET_KEY": SECRET_KEY, "JAMAAL_STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
                        "JAMAAL_STRIPE_MONTHLY_PRICE": MONTHLY, "JAMAAL_STRIPE_YEARLY_PRICE": YEARLY,
                        "JAMAAL_STRIPE_API_BASE": stripe.base}.items():
        monkeypatch.setenv(name, value)
    jamaal = JamaalServer("2026-11-29T10:05:00Z")
    stripe.jamaal_url = jamaal.url
    yield stripe, jamaal
    jamaal.stop()
    stripe.stop()


def click(driver, css):
    element = driver.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


def test_day_15_buys_monthly_through_checkout_and_leaves_read_only(browser, stripe_and_jamaal):
    stripe, jamaal = stripe_and_jamaal
    # The hosted pages' certificate is the stand-in's own: this browser accepts it (Stripe's real one needs nothing).
    browser.execute_cdp_cmd("Security.setIgnoreCertificateErrors", {"ignore": True})
    jamaal.sign_in(browser)
    wait_until(lambda: "the plans are bought here through Stripe Checkout" in jamaal.read_log(), 5, "the start-up line")
    stripe.now = server_now(jamaal, advance=6 * 86_400)  # day 15: read-only

    browser.get(jamaal.url + "/today")
    assert browser.current_url.endswith("/paywall"), browser.current_url
    body = page_text(browser)
    for copy in ["Your trial has ended", "$2.99 a month", "$24.99 a year", "Subscribe monthly", "Subscribe yearly",
                 "Stripe’s secure page", "Restore a purchase", "Not now"]:
        assert copy in body, copy
    assert "isn’t set up" not in body
    axe_clean(browser, "SB-01 selling on the web")
    screenshot(browser, "jamaal-sb01-paywall-web")
    regular_screenshot(browser, "jamaal-sb01-paywall-web-regular")

    # Subscribe monthly: the Checkout Session is made for this person and the browser goes to Stripe's page.
    click(browser, "#buy-monthly")
    assert browser.current_url.startswith(stripe.pages + "/pay/cs_test_browser_1"), browser.current_url
    path, form, headers = stripe.requests[-1]
    assert path == "/v1/checkout/sessions" and form["mode"] == "subscription" and form["line_items[0][price]"] == MONTHLY
    assert form["customer_email"] == "maryam@jamaal.test" and form["client_reference_id"]
    assert form["subscription_data[metadata][client_reference_id]"] == form["client_reference_id"]
    assert form["success_url"] == jamaal.url + "/settings/subscription?confirming=1"
    assert form["cancel_url"] == jamaal.url + "/paywall"
    assert headers["Idempotency-Key"].startswith(f"jamaal-checkout-{form['client_reference_id']}-jamaal.monthly-")
    assert "$2.99 a month" in page_text(browser)

    # Pay: back at ST-05, confirming — the return alone unlocks nothing.
    click(browser, "#pay")
    assert browser.current_url == jamaal.url + "/settings/subscription?confirming=1", browser.current_url
    body = page_text(browser)
    assert "Confirming your subscription…" in body and "Read-only" in body
    assert "Subscribe monthly" not in body, "no second purchase is offered while the first is confirmed"
    axe_clean(browser, "ST-05 confirming")
    screenshot(browser, "jamaal-st05-confirming")

    # Stripe's signed webhooks arrive; the page looks again by itself and says so.
    delivered = stripe.deliver()
    WebDriverWait(browser, 15).until(lambda d: "You’re subscribed — everything is back." in page_text(d))
    body = page_text(browser)
    assert "Subscribed · Monthly" in body and "Renews" in body and "Manage subscription" in body, body[:600]
    assert "Confirming your subscription" not in body and "Subscribe monthly" not in body
    axe_clean(browser, "ST-05 subscribed on the web")
    screenshot(browser, "jamaal-st05-web-subscribed")
    regular_screenshot(browser, "jamaal-st05-web-subscribed-regular")

    # A replayed delivery changes nothing; a forged one is refused.
    status, answer = stripe.post(delivered[0])
    assert status == 200 and answer["result"] == "already seen", answer
    status, answer = stripe.post(stripe.event("evt_browser_forged", "customer.subscription.deleted", {"id": "sub_browser_1"}),
                                 secret="whsec_not_the_endpoints")
    assert status == 400 and "No v1 signature" in answer["error"]["message"], answer

    # Read-only is lifted: no banner, and Add opens the task form.
    browser.get(jamaal.url + "/today")
    assert browser.current_url.endswith("/today")
    assert not browser.find_elements(By.CSS_SELECTOR, ".jm-trial-banner")
    click(browser, ".jm-add")
    assert browser.find_elements(By.CSS_SELECTOR, "input[name='title']"), "Add opens the task form once subscribed"

    # Manage: Stripe's customer portal for this person's customer.
    browser.get(jamaal.url + "/settings/subscription")
    click(browser, "#manage-subscription")
    assert browser.current_url.startswith(stripe.pages + "/portal?customer=cus_browser_1"), browser.current_url
    assert stripe.requests[-1][1]["return_url"] == jamaal.url + "/settings/subscription"
    assert "stripe: checkout.session.completed evt_browser_checkout: applied" in jamaal.read_log()

    # ST-08 while Stripe cannot cancel the subscription (this stand-in answers no DELETE): step 2 says so with the
    # request id, and nothing is deleted.
    browser.get(jamaal.url + "/settings/data?delete=2")
    understood = browser.find_element(By.CSS_SELECTOR, "label.jm-check-line")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", understood)
    understood.click()
    assert browser.find_element(By.CSS_SELECTOR, "input[name='understood']").is_selected()
    click(browser, "form.jm-card button.danger")
    body = page_text(browser)
    assert "Stripe couldn’t be reached to cancel your subscription, so nothing was deleted." in body, body[:600]
    assert "Request id: " in body
    axe_clean(browser, "ST-08 step 2, Stripe refused")
    screenshot(browser, "jamaal-st08-stripe-refused")
    browser.get(jamaal.url + "/today")
    assert "Draft the quarterly report" in page_text(browser), "the person's day is still there"


def test_without_stripe_keys_the_plans_say_so(browser, monkeypatch):
    for name in ("JAMAAL_STRIPE_SECRET_KEY", "JAMAAL_STRIPE_WEBHOOK_SECRET", "JAMAAL_STRIPE_MONTHLY_PRICE",
                 "JAMAAL_STRIPE_YEARLY_PRICE", "JAMAAL_STRIPE_API_BASE"):
        monkeypatch.delenv(name, raising=False)
    jamaal = JamaalServer("2026-11-29T10:05:00Z")
    try:
        jamaal.sign_in(browser)
        wait_until(lambda: "buying on the web is off" in jamaal.read_log(), 5, "the start-up line about buying on the web")
        jamaal.clock(advance=6 * 86_400)
        browser.get(jamaal.url + "/paywall")
        body = page_text(browser)
        assert body.count("Buying on the web isn’t set up on this Jamaal.") == 2, body[:600]
        assert "bought in the Jamaal app on iPhone or iPad" in body
        assert not browser.find_elements(By.CSS_SELECTOR, ".jm-sub-plan button, form[action$='/checkout']")
        axe_clean(browser, "SB-01 not selling on the web")
        screenshot(browser, "jamaal-sb01-paywall-not-set-up")
        browser.get(jamaal.url + "/settings/subscription")
        assert "Buying on the web isn’t set up on this Jamaal." in page_text(browser)
        assert not browser.find_elements(By.CSS_SELECTOR, "form[action$='/checkout'], #manage-subscription")
    finally:
        jamaal.stop()
