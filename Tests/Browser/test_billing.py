"""Subscription & billing in Chromium (issue 16): Sarah opens Subscription & billing from Profile (her passport, the next
semester, the card and the three paid rows), opens Manage subscription and cancels with its confirmation step; a signed
invoice.paid posted to the webhook appears in her ledger once, even when posted twice. Screenshots at 390×844, light
and dark; axe-core on each page."""
import hashlib
import hmac
import json
import urllib.error
import urllib.request
from datetime import datetime

from selenium.webdriver.common.by import By

from conftest import axe_clean, dark_mode, navigated, page_text, screenshot, sign_in

NOW = "2026-10-27T13:48:00-04:00"
SECRET = "whsec_quranflow_demo_only_not_a_real_secret"  # the demo's own (DemoWorld.stripeWebhookSecret)


def post_event(server, event: dict, secret: str = SECRET, at: str = NOW):
    body = json.dumps(event).encode()
    stamp = int(datetime.fromisoformat(at).timestamp())
    signature = hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
    request = urllib.request.Request(
        server.url + "/api/webhooks/stripe", data=body, method="POST",
        headers={"Content-Type": "application/json", "Stripe-Signature": f"t={stamp},v1={signature}"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


def test_subscription_manage_and_cancel(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    click(browser, browser.find_element(By.LINK_TEXT, "Subscription & billing"))
    text = page_text(browser)
    for expected in ["Level II / Fall 2026", "Sep 7 – Dec 20", "Week 8 of 15", "Level III · Spring 2027", "Visa •••• 4242",
                     "Expires 08/27", "Spring 2025 · Level I", "Fall 2025 · Level II", "Spring 2026 · Level II"]:
        assert expected in text, expected
    axe_clean(browser, "SakSubscription")
    screenshot(browser, "billing-subscription")

    click(browser, browser.find_element(By.LINK_TEXT, "Manage subscription"))
    assert "Rest is part of the practice." in page_text(browser)
    axe_clean(browser, "SakManageSub")
    screenshot(browser, "billing-manage")
    click(browser, browser.find_element(By.LINK_TEXT, "Cancel enrollment"))
    assert "until December 20, 2026, the term's last day" in page_text(browser)
    axe_clean(browser, "Cancel enrollment confirmation")
    screenshot(browser, "billing-cancel-confirm")
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Cancel enrollment']"))
    text = page_text(browser)
    assert "You cancelled: your enrollment ends December 20, 2026. Access stays until then." in text
    assert not browser.find_elements(By.LINK_TEXT, "Cancel enrollment")
    dark_mode(browser)
    browser.refresh()
    axe_clean(browser, "SakManageSub cancelled (dark)")
    screenshot(browser, "billing-manage-cancelled-dark")


def test_a_signed_invoice_reaches_the_ledger_once(browser, server):
    event = {"id": "evt_browser_1", "object": "event", "type": "invoice.paid",
             "created": int(datetime.fromisoformat(NOW).timestamp()),
             "data": {"object": {"id": "in_browser_1", "object": "invoice", "customer": "cus_demo_sarah", "amount_paid": 5500,
                                 "metadata": {"term_description": "Fall 2026 · Level II"}}}}
    assert post_event(server, event) == (200, {"received": True, "result": "applied", "detail": "in_browser_1 paid: $55.00"})
    status, answer = post_event(server, event)
    assert status == 200 and answer["result"] == "already applied"
    status, answer = post_event(server, dict(event, id="evt_browser_forged"), secret="whsec_not_the_endpoints")
    assert status == 400 and "No v1 signature" in answer

    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile/subscription")
    rows = [row.text for row in browser.find_elements(By.CSS_SELECTOR, ".ledger-row")]
    assert sum("$55.00" in row for row in rows) == 1, rows
    assert len(rows) == 5  # the demo's four terms paid, and this one
    screenshot(browser, "billing-ledger-after-webhook")
