"""Profile in Chromium (issue 16): Sarah's frontispiece shows her attendance from the presence log; she adds a photo
(a real PNG made by ffmpeg), sees it in place of her initial, and a file that is not a photo is refused with its reason;
Noor's Today before the term shows "While you wait". Screenshots at 390×844; axe-core on each page."""
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import axe_clean, navigated, page_text, screenshot, sign_in


def image(name: str, source: str = "testsrc=s=640x480") -> str:
    path = str(Path(tempfile.mkdtemp(prefix="qf-photo-")) / name)
    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", source, "-frames:v", "1", path], check=True)
    return path


def upload(driver, path: str):
    summary = driver.find_element(By.CSS_SELECTOR, ".photo-summary")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    driver.find_element(By.ID, "photo-file").send_keys(path)
    navigated(driver, driver.find_element(By.CSS_SELECTOR, ".photo-form button[type=submit]").click)


def test_attendance_and_photo(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    text = page_text(browser)
    assert "87%" in text and "attendance" in text
    assert "Add a photo" in text
    axe_clean(browser, "profile")

    upload(browser, image("me.png"))
    assert browser.current_url.endswith("/profile")
    photo = browser.find_element(By.CSS_SELECTOR, "img.avatar.photo")
    assert photo.get_attribute("alt") == "Photo of Sarah Ahmed"
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", photo) == 512
    axe_clean(browser, "profile with a photo")
    screenshot(browser, "profile-photo")

    bad = str(Path(tempfile.mkdtemp(prefix="qf-photo-")) / "notes.png")
    Path(bad).write_text("these are notes, not a photo")
    upload(browser, bad)
    assert "JPEG, PNG or WebP" in page_text(browser)
    browser.get(server.url + "/profile")
    assert browser.find_elements(By.CSS_SELECTOR, "img.avatar.photo"), "the earlier photo stays"


@pytest.mark.now("2026-09-02T10:00:00-04:00")
def test_while_you_wait(browser, server):
    sign_in(browser, server, "noor@quranflow.test")
    browser.get(server.url + "/today")
    text = page_text(browser)
    assert "Class begins in" in text or "begins" in text
    assert "while you wait" in text.lower()
    for row in ("Meet your coach", "Choose your Qur'an script", "Watch the welcome lesson"):
        assert row in text
    axe_clean(browser, "today countdown")
    screenshot(browser, "today-while-you-wait")
    link = browser.find_element(By.CSS_SELECTOR, ".checklist a[href='/settings/script']")
    navigated(browser, link.click)
    assert "/settings/script" in browser.current_url
