"""The weekly loop in WebKitGTK (the engine Safari shares) through WebKitWebDriver under Xvfb, with WebKit's mock
capture devices as the microphone (issue 39): Sarah records 4 seconds and submits, revokes, records and submits again
— each take is accepted and measured by the server at its real length (0:04, never 0:01); then Ust. Amina records a
spoken reply on a waiting submission. Skipped, saying why, where WebKitWebDriver or Xvfb is not installed
(scripts/install-deps.sh installs webkit2gtk-driver and xvfb)."""
import glob
import json
import os
import shutil
import subprocess
import time

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, page_text as text, sign_in

NOW = "2026-10-27T13:48:00-04:00"
REVIEW_NOW = "2026-10-29T10:00:00-04:00"


def _webkit_tools():
    driver = shutil.which("WebKitWebDriver")
    if driver is None:
        pytest.skip("WebKitWebDriver is not installed (apt-get install webkit2gtk-driver, or scripts/install-deps.sh)")
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb, or scripts/install-deps.sh)")
    browsers = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser") + glob.glob("/usr/libexec/webkit2gtk-4.*/MiniBrowser"))
    if not browsers:
        pytest.skip("WebKitGTK's MiniBrowser was not found (it comes with libwebkit2gtk-4.1-0)")
    return driver, browsers[-1]


@pytest.fixture
def xvfb():
    """A virtual X display of its own for WebKitGTK (it has no headless mode of its own here)."""
    _webkit_tools()
    display = f":{100 + os.getpid() % 800}"
    process = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    if process.poll() is not None:
        pytest.fail(f"Xvfb could not start on {display}")
    yield display
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def webkit(xvfb):
    driver_path, minibrowser = _webkit_tools()
    options = webdriver.WebKitGTKOptions()
    options.binary_location = minibrowser
    # MiniBrowser takes WebKitSettings as options: media capture on, WebKit's mock microphone and camera in place of
    # real devices, MediaRecorder on.
    for arg in ("--automation", "--enable-media-stream=true", "--enable-mock-capture-devices=true",
                "--enable-media=true", "--features=+MediaRecorder"):
        options.add_argument(arg)
    service = webdriver.WebKitGTKService(executable_path=driver_path, env={**os.environ, "DISPLAY": xvfb})
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_size(390, 844)
    yield driver
    driver.quit()


def wait(driver, condition, seconds=30):
    return WebDriverWait(driver, seconds).until(condition)


def visible(driver, element_id, seconds=30):
    return wait(driver, EC.visibility_of_element_located((By.ID, element_id)), seconds)


def screen_json(driver, server, path):
    driver.get(server.url + path)
    return json.loads(driver.find_element(By.TAG_NAME, "body").text)


def record_and_submit(driver, seconds=4):
    """On the record page: records `seconds` with the mock microphone, stops, submits; the server's answer must be
    a submission, never "could not be decoded"."""
    visible(driver, "rec-ready")
    driver.find_element(By.ID, "mic").click()
    visible(driver, "rec-recording")
    time.sleep(seconds)
    driver.find_element(By.ID, "stop").click()
    visible(driver, "rec-review")
    driver.find_element(By.ID, "submit-recording").click()
    wait(driver, lambda d: "Recording submitted" in text(d) or "could not" in text(d), 60)
    page = text(driver)
    assert "Recording submitted" in page, page




def test_sarah_records_submits_revokes_and_submits_again_in_webkit(webkit):
    server = Server(NOW)
    try:
        sign_in(webkit, server, "sarah@quranflow.test")
        webkit.get(server.url + "/learn/week/8/record")
        record_and_submit(webkit)
        webkit.find_element(By.LINK_TEXT, "View my submission").click()
        wait(webkit, lambda d: "/submissions/" in d.current_url)
        submission = webkit.current_url.rsplit("/", 1)[-1]
        recording = screen_json(webkit, server, f"/api/screens/submissions/{submission}")["recording"]
        assert recording["duration"] in ("0:04", "0:05"), recording  # 4 s of recording, never 0:01

        webkit.get(server.url + f"/submissions/{submission}")
        webkit.find_element(By.XPATH, "//button[normalize-space()='Revoke & re-record']").click()
        wait(webkit, lambda d: "/record" in d.current_url)
        record_and_submit(webkit)
        webkit.find_element(By.LINK_TEXT, "View my submission").click()
        wait(webkit, lambda d: "/submissions/" in d.current_url)
        again = webkit.current_url.rsplit("/", 1)[-1]
        assert screen_json(webkit, server, f"/api/screens/submissions/{again}")["recording"]["duration"] in ("0:04", "0:05")
    finally:
        server.stop()


def test_amina_records_a_spoken_reply_in_webkit(webkit):
    server = Server(REVIEW_NOW)
    try:
        sign_in(webkit, server, "amina@quranflow.test")
        row = webkit.find_element(By.XPATH, "//a[contains(@class,'queue-line')][contains(@aria-label, \"Sarah A.'s Week 8\")]")
        row.click()
        wait(webkit, EC.presence_of_element_located((By.CSS_SELECTOR, ".review-screen")))
        record = webkit.find_element(By.ID, "record-reply")
        record.click()
        wait(webkit, lambda d: d.find_element(By.ID, "record-reply").text == "Stop")
        time.sleep(4)
        webkit.find_element(By.ID, "record-reply").click()
        wait(webkit, EC.presence_of_element_located((By.CSS_SELECTOR, "audio#reply")), 60)
        page = text(webkit)
        assert "could not be decoded" not in page, page
        assert webkit.find_element(By.ID, "record-reply").text == "Record again"
    finally:
        server.stop()
