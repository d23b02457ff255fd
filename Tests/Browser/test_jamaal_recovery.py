"""SY-05 in Chromium: Jamaal started on a store file that is not a database serves the recovery screen at every page
(never a crash or a blank 500): Try again says it still won't open; Reset asks first, then sets the old file aside —
its bytes kept — and Jamaal starts fresh. A store written by a newer Jamaal offers Export my data first, and the export
is the whole file. Screenshots compact (390×844) and regular, light and dark, in test-artifacts/."""
import json
import os
import tempfile
import urllib.request
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import JamaalServer, axe_clean, dark_mode, navigated, page_text, regular_screenshot, screenshot

GARBAGE = b"not a database: overwritten by something else\n" + b"\x5a" * 8192


def broken_store() -> str:
    data = tempfile.mkdtemp(prefix="jamaal-recovery-")
    Path(data, "jamaal.sqlite").write_bytes(GARBAGE)
    return data


def test_a_damaged_store_gives_the_recovery_screen_and_reset_starts_fresh(browser):
    data = broken_store()
    server = JamaalServer("2026-11-29T10:05:00Z", demo=False, data=data)
    try:
        assert "serving the recovery screen" in server.read_log()
        browser.get(server.url + "/today")
        assert browser.current_url.endswith("/recovery")
        text = page_text(browser)
        assert "This device's data is damaged" in text and "Nothing has been changed or deleted" in text
        assert "Export my data first" not in text, "a file that is not a database can't be exported"
        axe_clean(browser, "SY-05 recovery")
        screenshot(browser, "jamaal-recovery-compact")
        regular_screenshot(browser, "jamaal-recovery-regular")
        dark_mode(browser)
        browser.refresh()
        screenshot(browser, "jamaal-recovery-dark")
        axe_clean(browser, "SY-05 recovery (dark)")

        navigated(browser, lambda: browser.find_element(By.XPATH, "//button[normalize-space()='Try again']").click())
        assert "It still won't open" in page_text(browser)

        navigated(browser, lambda: browser.find_element(By.LINK_TEXT, "Reset this device's data…").click())
        assert "Reset this device's data?" in page_text(browser)
        assert "set aside" in page_text(browser)
        axe_clean(browser, "SY-05 reset confirmation")
        screenshot(browser, "jamaal-recovery-reset")
        navigated(browser, lambda: browser.find_element(By.XPATH, "//button[normalize-space()='Reset and start fresh']").click())
        assert "/recovery" not in browser.current_url
        assert "damaged" not in page_text(browser)
        kept = [name for name in os.listdir(data) if ".unreadable-" in name]
        assert len(kept) == 1 and Path(data, kept[0]).read_bytes() == GARBAGE
        with urllib.request.urlopen(server.url + "/health", timeout=5) as response:
            assert response.read() == b"ok"
    finally:
        server.stop()


def test_a_store_from_a_newer_jamaal_offers_its_export(browser):
    import sqlite3
    data = tempfile.mkdtemp(prefix="jamaal-newer-")
    first = JamaalServer("2026-11-29T10:05:00Z", demo=True, data=data)
    first.process.terminate()  # not stop(): that removes the data directory
    first.process.wait(timeout=10)
    first.log.close()
    with sqlite3.connect(Path(data, "jamaal.sqlite")) as db:
        db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (100000, 'from a newer Jamaal', 0)")
    server = JamaalServer("2026-11-29T10:05:00Z", demo=False, data=data)
    try:
        browser.get(server.url + "/today")
        text = page_text(browser)
        assert "This data is from a newer Jamaal" in text and "Update Jamaal" in text
        link = browser.find_element(By.LINK_TEXT, "Export my data first")
        with urllib.request.urlopen(link.get_attribute("href"), timeout=10) as response:
            document = json.loads(response.read())
        assert document["manifest"]["counts"]["tasks"] == len(document["tasks"]) > 0
        axe_clean(browser, "SY-05 newer store")
        screenshot(browser, "jamaal-recovery-newer")
    finally:
        server.stop()
