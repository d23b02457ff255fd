"""The ambient board in Chromium: Sarah's week lived through her widgets (the spec's fixture week, Week 8), and Ust.
Amina's queue widget.

Tuesday 6:45:50 PM the next-session widget counts down to the 7:00 PM Level Class (the demo's Tuesday 7:00 PM session)
until it reads "in 14:07" beside "Join opens 6:45"; moving the test clock to 6:59:55, the page's own clock takes the
entry to "Live now · Join" at 7:00 with no further fetch. Wednesday 9:12 PM her submit starts the revoke-window Live
Activity ("Attempt 1 of 2 · Surah Al-Mulk"); Friday 3:58 PM Ust. Amina sends her feedback and Sarah's open board turns
gold without a reload. Every family is saved as a screenshot at its size in test-artifacts/.
"""
import json
import re
import subprocess
import urllib.parse
import urllib.request
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS, Server, screenshot, sign_in
from test_delivery import Session, clock, get_json, token_for

TUESDAY = "2026-10-27T18:45:50-04:00"


def slot(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f'[data-slot="{name}"]')


def slot_text(driver, name):
    return driver.execute_script(f"""const s = document.querySelector('[data-slot="{name}"]'); return s ? s.innerText : ''""")


def fetches(driver):
    return int(driver.find_element(By.ID, "ambient").get_attribute("data-fetches"))


def wait(driver, seconds=20):
    return WebDriverWait(driver, seconds)


def save_families(driver, prefix):
    """Each drawn widget as its own image, at the size it is drawn."""
    ARTIFACTS.mkdir(exist_ok=True)
    for element in driver.find_elements(By.CSS_SELECTOR, ".widget[data-slot]"):
        name = element.get_attribute("data-slot")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.screenshot(str(ARTIFACTS / f"{prefix}-{name}.png"))


def submit_recording(server, token, directory):
    take = Path(directory) / "take.webm"
    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=300:duration=4",
                    "-c:a", "libopus", "-f", "webm", str(take)], check=True)
    boundary = "qf-ambient-test"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"recording\"; filename=\"take.webm\"\r\n"
            "Content-Type: audio/webm\r\n\r\n").encode() + take.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(server.url + "/api/learn/week/8/submissions", data=body, method="POST", headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": "Bearer " + token})
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.status == 201, response.read()


def send_feedback(server):
    amina = token_for(server, "amina@quranflow.test")
    queue = get_json(server, "/api/screens/coach/queue", amina)
    row = next(r for r in queue["rows"] if r["name"] == "Sarah A." and r["week"] == "Week 8")
    coach = Session(server, "amina@quranflow.test")
    status, page = coach.open(f"/coach/review/{row['id']}")
    assert status == 200, page
    key = re.search(r'name="key" value="([^"]+)"', page).group(1)
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    # A review carries something for the student: a note for her.
    status, _ = coach.open(f"/coach/review/{row['id']}/notes",
                           urllib.parse.urlencode({"audience": "student", "text": "Well done.", "_csrf": csrf}).encode(),
                           {"Content-Type": "application/x-www-form-urlencoded"}, "POST")
    assert status in (200, 303), status
    status, _ = coach.open(f"/coach/review/{row['id']}/send",
                           urllib.parse.urlencode({"key": key, "outcome": "accepted", "_csrf": csrf}).encode(),
                           {"Content-Type": "application/x-www-form-urlencoded"}, "POST")
    assert status in (200, 303), status


def test_sarahs_board_counts_to_the_circle_starts_the_revoke_activity_and_turns_gold_without_a_reload(browser):
    server = Server(TUESDAY)
    try:
        sign_in(browser, server, "sarah@quranflow.test")
        browser.get(server.url + "/ambient")
        wait(browser).until(lambda d: d.find_element(By.ID, "ambient").get_attribute("data-ready") == "1")

        # Tuesday 6:46 PM: the Lock Screen counts down on its own to "in 14:07" beside "Join opens 6:45".
        wait(browser, 15).until(lambda d: "in 14:07" in slot_text(d, "nextSession"))
        rectangular = slot_text(browser, "nextSession")
        assert "LEVEL CLASS · 7:00 PM" in rectangular and "Join opens 6:45" in rectangular, rectangular
        assert slot_text(browser, "nextSessionInline") == "Week 8 · Level Class 7:00"
        assert "8" in slot_text(browser, "week") and "of 15" in slot_text(browser, "week")
        assert "Week 8 of 15" not in slot_text(browser, "week")  # R1: the numeral names the week once
        assert "%" not in browser.find_element(By.ID, "ambient").text  # discrete segments, never a percent
        verse = slot_text(browser, "verse")
        assert "AL-MULK · 67:1" in verse and "Week" not in verse  # Arabic and citation only
        session = slot_text(browser, "sessionExpanded")
        assert "TO JOIN" in session and "Live at 7:00 · Join opens 6:45" in session, session
        assert "No Live Activity running" in slot_text(browser, "revokeExpanded")
        assert browser.find_elements(By.CSS_SELECTOR, '[data-slot="coachQueue"]') == []  # role-gated
        screenshot(browser, "ambient-tuesday-1846")
        save_families(browser, "ambient-tuesday")
        # The Home Screen's dark-mode token swap, then back.
        mode = browser.find_element(By.CSS_SELECTOR, "[data-mode]")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", mode)
        mode.click()
        assert mode.get_attribute("aria-pressed") == "true"
        home = browser.find_element(By.CSS_SELECTOR, '[data-screen="home"]')
        assert "is-dark" in home.get_attribute("class")
        browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", home)
        home.screenshot(str(ARTIFACTS / "ambient-tuesday-home-dark.png"))
        mode.click()

        # The test clock to 6:59:55: the board fetches once (the clock moved), then its own clock reaches 7:00.
        before = fetches(browser)
        clock(server, "2026-10-27T18:59:55-04:00")
        wait(browser).until(lambda d: fetches(d) > before and "in 0:0" in slot_text(d, "nextSession"))
        fetched = fetches(browser)
        wait(browser, 15).until(lambda d: "Live now · Join" in slot_text(d, "nextSession"))
        assert fetches(browser) == fetched, "the entry switched at its instant without asking the server"
        assert "Live now · Join" in slot_text(browser, "sessionExpanded")
        save_families(browser, "ambient-tuesday-live")

        # Wednesday 9:12 PM: her submit starts the revoke-window Live Activity.
        clock(server, "2026-10-28T21:12:00-04:00")
        browser.execute_script("window.__sameBoard = true")
        submit_recording(server, token_for(server, "sarah@quranflow.test"), server.data)
        wait(browser).until(lambda d: "Attempt 1 of 2 · Surah Al-Mulk" in slot_text(d, "revokeExpanded"))
        expanded = slot_text(browser, "revokeExpanded")
        assert "Revoking does not use an attempt" in expanded and "Revoke window".upper() in expanded.upper(), expanded
        assert not browser.find_elements(By.CSS_SELECTOR, '[data-slot="revokeExpanded"] button'), "no inline Revoke"
        assert "In review" in slot_text(browser, "thisWeek")
        assert "Continue lesson" not in slot_text(browser, "thisWeek") and "Record" not in slot_text(browser, "thisWeek")
        save_families(browser, "ambient-wednesday")

        # Friday 3:58 PM: Ust. Amina sends; the board already open turns gold, with no reload.
        clock(server, "2026-10-30T15:58:00-04:00")
        send_feedback(server)
        wait(browser).until(lambda d: "Feedback ready" in slot_text(d, "thisWeek"))
        assert browser.execute_script("return window.__sameBoard === true"), "the page was not reloaded"
        gold = browser.find_elements(By.CSS_SELECTOR, '[data-slot="thisWeek"] .w-status.is-gold')
        assert gold and gold[0].text == "Feedback ready"
        assert "Feedback ready" in slot_text(browser, "week")
        screenshot(browser, "ambient-friday-1558")
        save_families(browser, "ambient-friday")
    finally:
        server.stop()


def test_the_widget_token_reads_only_the_ambient_routes_and_the_manifest_offers_the_three_intents(browser):
    server = Server(TUESDAY)
    try:
        sign_in(browser, server, "sarah@quranflow.test")
        browser.get(server.url + "/widgets")
        browser.find_element(By.ID, "widget-label").send_keys("Sarah's iPhone")
        button = browser.find_element(By.XPATH, "//button[normalize-space()='Add a widget device']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        token = wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-token]")).text
        assert token.startswith("qfw_")
        screenshot(browser, "ambient-widget-devices")

        board = get_json(server, "/api/ambient", token)
        assert board["role"] == "student" and board["timelines"]["nextSession"]["family"] == "accessoryRectangular"
        one = get_json(server, "/api/ambient/widgets/next-session", token)
        assert one["nextSession"] and one.get("week") is None and one["zone"] == "America/Toronto"
        status, body = Session(server).open("/api/screens/today", headers={"Authorization": "Bearer " + token})
        assert status == 403 and "ambient" in body, (status, body)

        revoke = browser.find_element(By.XPATH, "//button[normalize-space()='Revoke']")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", revoke)
        revoke.click()
        wait(browser).until(lambda d: "No widget devices yet." in d.page_source)
        status, _ = Session(server).open("/api/ambient", headers={"Authorization": "Bearer " + token})
        assert status == 401

        with urllib.request.urlopen(server.url + "/manifest.webmanifest") as response:
            manifest = json.loads(response.read())
        assert [s["name"] for s in manifest["shortcuts"]] == ["Continue lesson", "Record recitation", "Play feedback"]
        browser.get(server.url + manifest["shortcuts"][0]["url"])
        assert "/learn/week/8" in browser.current_url
    finally:
        server.stop()


def test_ust_aminas_board_shows_her_queue_widget(browser):
    server = Server("2026-10-29T10:00:00-04:00")
    try:
        sign_in(browser, server, "amina@quranflow.test")
        browser.get(server.url + "/ambient")
        wait(browser).until(lambda d: "waiting" in slot_text(d, "coachQueue"))
        queue = slot_text(browser, "coachQueue")
        assert re.search(r"\d+ waiting", queue) and re.search(r"Oldest \d+h of 48h", queue) and "Start reviewing ▸" in queue, queue
        link = browser.find_element(By.CSS_SELECTOR, '[data-slot="coachQueue"] a.w-button')
        assert link.get_attribute("href").endswith("/coach")  # the oldest-first queue
        assert browser.find_elements(By.CSS_SELECTOR, '[data-slot="week"]') == []
        save_families(browser, "ambient-coach")
    finally:
        server.stop()
