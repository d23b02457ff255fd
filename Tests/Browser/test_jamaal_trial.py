"""Jamaal's trial in Chromium (issue 19, F12): the demo is on day 9; the test clock moves to day 15. The first open of
Today shows the SB-01 paywall, once; Not now leaves Today read-only (SB-03's banner): a task can still be ticked off,
Add opens the calm sheet (a sheet on compact, a panel on regular). Restoring a valid signed transaction — made here
with a root, intermediate and leaf of the test's own, the root given to the server — unlocks everything at once.
Screenshots compact and regular, light and dark, in test-artifacts/."""
import base64
import datetime
import json
import os
import tempfile
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
from cryptography.x509.oid import NameOID
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, JamaalServer, PHONE, axe_clean, navigated, page_text, screenshot

REGULAR = (1280, 800)
LEAF_OID = x509.ObjectIdentifier("1.2.840.113635.100.6.11.1")
INTERMEDIATE_OID = x509.ObjectIdentifier("1.2.840.113635.100.6.2.1")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def certificate(subject, issuer_name, key, issuer_key, ca: bool, marker=None):
    now = datetime.datetime.now(datetime.timezone.utc)
    builder = (x509.CertificateBuilder()
               .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)]))
               .issuer_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, issuer_name)]))
               .public_key(key.public_key()).serial_number(x509.random_serial_number())
               .not_valid_before(now - datetime.timedelta(days=1)).not_valid_after(now + datetime.timedelta(days=3650))
               .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
               .add_extension(x509.KeyUsage(digital_signature=not ca, content_commitment=False, key_encipherment=False,
                                            data_encipherment=False, key_agreement=False, key_cert_sign=ca, crl_sign=ca,
                                            encipher_only=False, decipher_only=False), critical=True))
    if marker is not None:
        builder = builder.add_extension(x509.UnrecognizedExtension(marker, b"\x05\x00"), critical=False)
    return builder.sign(issuer_key, hashes.SHA256())


class LocalAppStore:
    """A root, an intermediate and a leaf of the test's own (P-256), and StoreKit 2 style signed transactions."""

    def __init__(self, directory: Path):
        self.root_key, self.inter_key, self.leaf_key = (ec.generate_private_key(ec.SECP256R1()) for _ in range(3))
        self.root = certificate("Trial Test Root", "Trial Test Root", self.root_key, self.root_key, True)
        self.inter = certificate("Trial Test Intermediate", "Trial Test Root", self.inter_key, self.root_key, True, INTERMEDIATE_OID)
        self.leaf = certificate("Trial Test Signing", "Trial Test Intermediate", self.leaf_key, self.inter_key, False, LEAF_OID)
        self.root_path = directory / "root.pem"
        self.root_path.write_bytes(self.root.public_bytes(serialization.Encoding.PEM))

    def signed(self, expires: str, product="jamaal.yearly") -> str:
        now_ms = int(datetime.datetime.now(datetime.timezone.utc).timestamp() * 1000)
        expires_ms = int(datetime.datetime.fromisoformat(expires).timestamp() * 1000)
        chain = [base64.b64encode(c.public_bytes(serialization.Encoding.DER)).decode() for c in (self.leaf, self.inter, self.root)]
        header = b64url(json.dumps({"alg": "ES256", "x5c": chain}).encode())
        payload = b64url(json.dumps({
            "transactionId": "2000000000000777", "originalTransactionId": "2000000000000700", "bundleId": "app.jamaal.Jamaal",
            "productId": product, "purchaseDate": now_ms, "signedDate": now_ms, "expiresDate": expires_ms,
            "type": "Auto-Renewable Subscription", "environment": "Sandbox"}).encode())
        der = self.leaf_key.sign(f"{header}.{payload}".encode(), ec.ECDSA(hashes.SHA256()))
        r, s = decode_dss_signature(der)
        return f"{header}.{payload}.{b64url(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"




def regular(driver, name):
    ARTIFACTS.mkdir(exist_ok=True)
    driver.set_window_size(*REGULAR)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    driver.set_window_size(*PHONE)


def both(driver, name):
    """Compact and regular, light and dark (the Appearance cookie), compact with the largest text, then back."""
    screenshot(driver, name)
    regular(driver, name + "-regular")
    driver.add_cookie({"name": "jm_theme", "value": "dark", "path": "/"})
    driver.refresh()
    screenshot(driver, name + "-dark")
    regular(driver, name + "-regular-dark")
    driver.delete_cookie("jm_theme")
    driver.add_cookie({"name": "jm_text", "value": "largest", "path": "/"})  # ST-07's larger text
    driver.refresh()
    screenshot(driver, name + "-largest-text")
    driver.delete_cookie("jm_text")
    driver.refresh()


def click(driver, css):
    element = driver.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


@pytest.fixture
def store_and_server(monkeypatch):
    directory = Path(tempfile.mkdtemp(prefix="jamaal-appstore-"))
    store = LocalAppStore(directory)
    monkeypatch.setenv("JAMAAL_APP_STORE_ROOT", str(store.root_path))
    server = JamaalServer("2026-11-29T10:05:00Z")
    yield store, server, directory
    server.stop()


def test_day_15_paywall_read_only_and_restore(browser, store_and_server):
    store, jamaal, directory = store_and_server
    jamaal.sign_in(browser)
    # Day 9: nothing changes; ST-05 shows the days left.
    browser.get(jamaal.url + "/settings/subscription")
    assert "6 days left in your trial" in page_text(browser)
    screenshot(browser, "jamaal-st05-trial")
    browser.get(jamaal.url + "/settings")  # ST-01's trial status row
    row = browser.find_element(By.CSS_SELECTOR, "section[aria-label='Subscription']")
    assert "Subscription" in row.text and "6 days left in your trial" in row.text
    screenshot(browser, "jamaal-st01-trial-row")

    jamaal.clock(advance=6 * 86_400)  # day 15
    browser.get(jamaal.url + "/today")
    assert browser.current_url.endswith("/paywall"), browser.current_url
    body = page_text(browser)
    for copy in ["Your trial has ended", "$2.99 a month", "$24.99 a year", "Restore a purchase", "Not now"]:
        assert copy in body, copy
    axe_clean(browser, "SB-01")
    both(browser, "jamaal-sb01-paywall")

    # Not now: Today, read-only, and no paywall again this logical day.
    click(browser, "#paywall-not-now")
    assert browser.current_url.endswith("/today")
    banner = browser.find_element(By.CSS_SELECTOR, ".jm-trial-banner.read-only")
    assert "Jamaal is read-only" in banner.text
    browser.get(jamaal.url + "/today")
    assert browser.current_url.endswith("/today")
    axe_clean(browser, "SB-03 on Today")
    both(browser, "jamaal-sb03-read-only-today")

    # Living the day still works: tick a task off.
    row = browser.find_element(By.CSS_SELECTOR, ".jm-tasks .jm-task[data-task]")
    task = row.get_attribute("data-task")
    button = row.find_element(By.CSS_SELECTOR, ".jm-check")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    navigated(browser, button.click)
    assert not browser.find_elements(By.CSS_SELECTOR, f".jm-tasks .jm-task[data-task='{task}']"), "the ticked task is still open"

    # Add opens the calm sheet, not the form (a sheet on compact, a panel beside Today on regular).
    click(browser, ".jm-add")
    sheet = browser.find_element(By.CSS_SELECTOR, ".jm-panel .jm-locked")
    assert "This waits for a subscription" in sheet.text and "Restore a purchase" in sheet.text
    assert not browser.find_elements(By.CSS_SELECTOR, "input[name='title']")
    axe_clean(browser, "the calm sheet")
    both(browser, "jamaal-calm-sheet")
    # A locked form reached directly is refused by the server, with the same calm explanation.
    browser.get(jamaal.url + "/settings/capacity")
    assert "This waits for a subscription" in page_text(browser)

    # Restore a valid signed transaction: everything returns at once.
    transaction = directory / "transaction.jws"
    transaction.write_text(store.signed("2027-01-15T00:00:00+00:00"))
    browser.get(jamaal.url + "/settings/subscription")
    assert "Read-only" in page_text(browser)
    browser.find_element(By.ID, "transaction").send_keys(str(transaction))
    click(browser, "#restore button[type='submit']")
    body = page_text(browser)
    assert "Subscription restored" in body and "Subscribed · Yearly" in body, body[:400]
    both(browser, "jamaal-st05-subscribed")
    browser.get(jamaal.url + "/today")
    assert not browser.find_elements(By.CSS_SELECTOR, ".jm-trial-banner")
    click(browser, ".jm-add")
    assert browser.find_elements(By.CSS_SELECTOR, "input[name='title']"), "Add opens the task form once subscribed"


def test_a_tampered_transaction_is_refused(browser, store_and_server):
    store, jamaal, directory = store_and_server
    jamaal.sign_in(browser)
    jamaal.clock(advance=6 * 86_400)
    header, payload, signature = store.signed("2027-01-15T00:00:00+00:00").split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    claims["expiresDate"] = 4102444800000  # 2100: not what was signed
    transaction = directory / "tampered.jws"
    transaction.write_text(f"{header}.{b64url(json.dumps(claims).encode())}.{signature}")
    browser.get(jamaal.url + "/settings/subscription")
    browser.find_element(By.ID, "transaction").send_keys(str(transaction))
    click(browser, "#restore button[type='submit']")
    alert = browser.find_element(By.CSS_SELECTOR, "#restore .jm-alert")
    assert "Nothing was restored" in alert.text and "signature does not match" in alert.text
    assert "Read-only" in page_text(browser)
    screenshot(browser, "jamaal-st05-restore-refused")
