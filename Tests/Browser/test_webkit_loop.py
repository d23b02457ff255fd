"""The weekly loop in WebKitGTK (the engine Safari shares) through WebKitWebDriver under Xvfb, with WebKit's mock
capture devices as the microphone (issue 39): Sarah records 4 seconds and submits, revokes, records and submits again
— each take is accepted and measured by the server at the recorder's own clock (never the 0:01 of old); Ust. Amina records a
spoken reply on a waiting submission. Skipped, saying why, where WebKitWebDriver or Xvfb is not installed
(scripts/install-deps.sh installs webkit2gtk-driver, xvfb and the GStreamer plugins WebKit's MediaRecorder encodes
with: without them it records no type at all)."""
import glob
import json
import os
import re
import select
import shutil
import subprocess
import urllib.parse
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, free_port, page_text as text, recorded, sign_in, wait_until

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
    # -displayfd: Xvfb writes its display number to the pipe once it accepts connections (or closes it, failing). It
    # writes it again at each reset (the last client gone) and dies if it cannot, so the pipe stays open till the end.
    ready, told = os.pipe()
    process = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-displayfd", str(told)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(told,))
    os.close(told)
    try:
        answered = select.select([ready], [], [], 20)[0] and os.read(ready, 64).strip()
        if not answered or process.poll() is not None:
            process.kill()
            pytest.fail(f"Xvfb could not start on {display}")
        yield display
        process.terminate()
        process.wait(timeout=10)
    finally:
        os.close(ready)


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
    # WebKitWebDriver is started here (selenium 4.27's WebKitGTK service fails looking up its driver's variable) on a
    # port of its own, with the virtual display.
    port = free_port()
    process = subprocess.Popen([driver_path, f"--port={port}"], env={**os.environ, "DISPLAY": xvfb},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until(lambda: urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=1).close() or True, 20,
                   "WebKitWebDriver to answer /status", ignoring=(OSError,))
        driver = webdriver.Remote(command_executor=f"http://127.0.0.1:{port}", options=options)
        driver.set_window_size(390, 844)
        yield driver
        driver.quit()
    finally:
        process.terminate()
        process.wait(timeout=10)


def wait(driver, condition, seconds=30):
    return WebDriverWait(driver, seconds).until(condition)


def visible(driver, element_id, seconds=30):
    return wait(driver, EC.visibility_of_element_located((By.ID, element_id)), seconds)


def screen_json(driver, server, path):
    driver.get(server.url + path)
    answer = json.loads(driver.find_element(By.TAG_NAME, "body").text)
    assert "error" not in answer, (path, answer)
    return answer


def record_and_submit(driver, seconds=4):
    """On the record page: records `seconds` with the mock microphone, stops, submits; the server's answer must be
    a submission, never "could not be decoded"."""
    visible(driver, "rec-ready")
    driver.find_element(By.ID, "mic").click()
    try:
        visible(driver, "rec-recording")
    except Exception:
        state = driver.execute_script(
            "return [typeof MediaRecorder, !!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia),"
            " typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported('audio/mp4')]")
        pytest.fail(f"recording did not start in WebKit (MediaRecorder, getUserMedia, audio/mp4: {state}; without GStreamer's"
                    f" encoders and muxers — gstreamer1.0-plugins-good/-bad/-libav, scripts/install-deps.sh — WebKit records"
                    f" no type): {text(driver)}")
    recorded(driver, seconds, "#elapsed")
    elapsed = seconds_of(driver.find_element(By.ID, "elapsed").text)
    driver.find_element(By.ID, "stop").click()
    visible(driver, "rec-review")
    driver.find_element(By.ID, "submit-recording").click()
    wait(driver, lambda d: "Recording submitted" in text(d) or "could not" in text(d), 60)
    page = text(driver)
    assert "Recording submitted" in page, page
    return elapsed


def open_my_submission(driver) -> str:
    """From "Recording submitted" (/submissions/ID/sent) follows "View my submission" and answers the submission's
    id once the browser is on /submissions/ID itself: the confirmation's own URL also holds "/submissions/", so
    waiting for that substring could read "sent" as the id when the click had not navigated yet."""
    driver.find_element(By.LINK_TEXT, "View my submission").click()
    page = re.compile(r"/submissions/([^/?#]+)$")
    wait(driver, lambda d: page.search(urllib.parse.urlsplit(d.current_url).path))
    return page.search(urllib.parse.urlsplit(driver.current_url).path).group(1)


def seconds_of(clock: str) -> int:
    minutes, seconds = clock.strip().split(":")
    return int(minutes) * 60 + int(seconds)


def assert_measured(driver, server, submission, elapsed):
    """The server's length is the recorder's own clock at Stop (±1 s), and at least 3 s of a 4-second take — never
    the 0:01 a header's duration gave."""
    recording = screen_json(driver, server, f"/api/screens/submissions/{submission}")["recording"]
    measured = seconds_of(recording["duration"])
    assert measured >= 3 and abs(measured - elapsed) <= 1, (recording, elapsed)




def test_sarah_records_submits_revokes_and_submits_again_in_webkit(webkit):
    server = Server(NOW)
    try:
        sign_in(webkit, server, "sarah@quranflow.test")
        webkit.get(server.url + "/learn/week/8/record")
        elapsed = record_and_submit(webkit)
        submission = open_my_submission(webkit)
        assert_measured(webkit, server, submission, elapsed)

        webkit.get(server.url + f"/submissions/{submission}")
        webkit.find_element(By.XPATH, "//button[normalize-space()='Revoke & re-record']").click()
        wait(webkit, lambda d: "/record" in d.current_url)
        elapsed = record_and_submit(webkit)
        assert_measured(webkit, server, open_my_submission(webkit), elapsed)
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
        recorded(webkit, 4, ".review-screen .recorder .recorder-status")
        webkit.find_element(By.ID, "record-reply").click()
        wait(webkit, EC.presence_of_element_located((By.CSS_SELECTOR, "audio#reply")), 60)
        page = text(webkit)
        assert "could not be decoded" not in page, page
        assert webkit.find_element(By.ID, "record-reply").text == "Record again"
    finally:
        server.stop()


def test_jamaal_overloaded_evening_in_webkit(webkit):
    # #40 item 9 in Safari's engine: `make run`'s evening (the notifications banner, the overloaded meter with its
    # move, the Plan tomorrow row, Missed reminders) still shows the first Anchor row in the first screen at phone width;
    # the Night Planning rail breaks its stop titles only between words.
    from conftest import ARTIFACTS, JamaalServer
    from test_jamaal_evening import WORDS_SPLIT_ACROSS_LINES
    server = JamaalServer("2026-12-06T21:30:00Z")
    try:
        # Signing in through the real form, in Safari's engine (#42).
        webkit.get(server.url + "/today")
        wait(webkit, lambda d: d.find_elements(By.ID, "account-email"))
        ARTIFACTS.mkdir(exist_ok=True)
        webkit.save_screenshot(str(ARTIFACTS / "webkit-jamaal-sign-in.png"))
        assert webkit.execute_script("return document.documentElement.scrollWidth") <= webkit.execute_script(
            "return window.innerWidth")
        server.sign_in(webkit)
        webkit.get(server.url + "/today")
        wait(webkit, lambda d: d.execute_script("return document.readyState") == "complete")
        assert webkit.find_elements(By.CSS_SELECTOR, ".jm-meter .jm-overflow")
        assert webkit.find_elements(By.CSS_SELECTOR, "a.jm-plan-row")
        width, height = webkit.execute_script("return [window.innerWidth, window.innerHeight]")
        assert width < 480, "a phone-width window (MiniBrowser's narrowest window is a little wider than 390)"
        bottom = webkit.execute_script(
            "return document.querySelector('.jm-anchors .jm-anchor-rows > li')"
            ".querySelector('.jm-anchor-group-summary, .jm-anchor-line').getBoundingClientRect().bottom")
        tabs = webkit.execute_script("return document.querySelector('.jm-tabs').getBoundingClientRect().top")
        ARTIFACTS.mkdir(exist_ok=True)
        webkit.save_screenshot(str(ARTIFACTS / "webkit-jamaal-today-overloaded-evening.png"))
        assert bottom <= min(tabs, height), f"the first Anchor row ends at {bottom} px (tab bar {tabs}, viewport {height})"
        assert webkit.execute_script("return document.documentElement.scrollWidth") <= width
        webkit.get(server.url + "/plan")
        wait(webkit, lambda d: d.find_elements(By.CSS_SELECTOR, ".jm-stop-title"))
        assert webkit.execute_script(WORDS_SPLIT_ACROSS_LINES) == []
        webkit.save_screenshot(str(ARTIFACTS / "webkit-jamaal-plan-rail.png"))
    finally:
        server.stop()
