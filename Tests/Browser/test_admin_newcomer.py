"""A newcomer runs a programme from nothing (issue 20, "Proof"): on an empty data directory — no demo — an admin made with
`quranflow admin create-account` signs in and, through the admin pages alone, creates a level, a term starting next
Monday, its cohort, two lessons with passages, uploads a short video made by FFmpeg and watches it process, adds a
weekly circle, makes a coach with one-to-one availability, and imports three students from a CSV (a dry run first).
Then one of those students opens the invitation from the outbox, chooses a password, and on the term's first Monday
sees Week 1 with the lesson and the circle on Today, and plays the video.

Admin pages are photographed at 1280×800, the student's at 390×844; axe runs on every admin page and on Today."""
import datetime
import os
import re
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import (ARTIFACTS, Server, axe_clean, navigated, page_text as text, quranflow_binary, screenshot, sign_in)
from loop_steps import wait

# Thursday 14 January 2027, 10:00 in Toronto: the programme's first term starts next Monday, 18 January.
NOW = "2027-01-14T10:00:00-05:00"
DESK = (1280, 800)
ADMIN_EMAIL = "head@newcomer.test"
ADMIN_PASSWORD = "first-term-admin-2027"
COACH_EMAIL = "yusuf@newcomer.test"
STUDENT_EMAIL = "maryam@newcomer.test"
STUDENT_PASSWORD = "maryam-reads-al-mulk"
CIRCLE = "Monday Recitation Circle"
LESSONS = {
    1: ("Opening the Mulk", "Read the opening āyāt of al-Mulk with steady breath.", "67", "1", "5", "1"),
    2: ("Sincerity in four lines", "Recite al-Ikhlāṣ with clear qalqalah on every dāl.", "112", "1", "4", "1"),
}


def next_monday(instant: str) -> datetime.date:
    day = datetime.datetime.fromisoformat(instant).date()
    return day + datetime.timedelta(days=7 - day.weekday())


def run(*args: str) -> str:
    result = subprocess.run(args, capture_output=True, text=True, timeout=60,
                            env={**os.environ, "QURANFLOW_PASSWORD_STRENGTH": "minimal"})
    assert result.returncode == 0, f"{args}: {result.stdout}{result.stderr}"
    return result.stdout


@pytest.fixture
def newcomer():
    """An empty data directory whose only account is the admin the CLI made, served without --demo."""
    data = tempfile.mkdtemp(prefix="qf-newcomer-")
    run(quranflow_binary(), "admin", "create-account", "--data", data, "--email", ADMIN_EMAIL, "--name", "Khadijah Osman",
        "--role", "admin", "--city", "Toronto", "--password", ADMIN_PASSWORD)
    srv = Server(NOW, data=data, demo=False)
    yield srv
    srv.stop()


@pytest.fixture
def lesson_video():
    """A five-second test pattern with a tone, made by FFmpeg: the file an admin would upload."""
    folder = tempfile.mkdtemp(prefix="qf-newcomer-video-")
    path = Path(folder) / "week-1-welcome.mp4"
    run("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25",
        "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100", "-t", "5", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-c:a", "aac", "-shortest", str(path))
    yield path
    path.unlink(missing_ok=True)
    os.rmdir(folder)


def desk(driver, name: str, where: str):
    """An admin page as it stands: axe (phone and 1280×800) finds nothing serious, then a 1280×800 screenshot."""
    axe_clean(driver, where)
    driver.set_window_size(*DESK)
    ARTIFACTS.mkdir(exist_ok=True)
    # The window's size includes the browser's frame: the picture is of a 1280×800 page.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": DESK[0], "height": DESK[1], "deviceScaleFactor": 1, "mobile": False})
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def go(driver, link_text: str):
    """Follows a link of the page by its words, as the admin would."""
    link = driver.find_element(By.XPATH, f"//a[normalize-space()={xpath_string(link_text)}]")
    navigated(driver, link.click)


def submit(driver, form, button_text: str):
    button = form.find_element(By.XPATH, f".//button[normalize-space()={xpath_string(button_text)}]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    navigated(driver, button.click)


def xpath_string(value: str) -> str:
    return f'"{value}"' if '"' not in value else "concat('" + value.replace("'", "',\"'\",'") + "')"


def fill(form, name: str, value: str):
    field = form.find_element(By.NAME, name)
    if field.tag_name == "select":
        Select(field).select_by_value(value)
    elif field.get_attribute("type") in ("date", "time"):
        # Chromium's date and time pickers take keystrokes in the browser's locale: set the value as the form sends it.
        field.parent.execute_script("arguments[0].value = arguments[1]", field, value)
    else:
        field.clear()
        field.send_keys(value)


def form_of(driver, action: str):
    return driver.find_element(By.CSS_SELECTOR, f"form[action='{action}']")


def assert_saved(driver, words: str):
    notice = wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[role=status]"))
    assert words in notice.text, text(driver)


def test_a_newcomer_sets_up_a_term_and_a_student_begins_it(browser, newcomer, lesson_video, tmp_path):
    server = newcomer
    monday = next_monday(NOW)
    browser.set_window_size(*DESK)
    sign_in(browser, server, ADMIN_EMAIL, ADMIN_PASSWORD)
    browser.get(server.url + "/admin")
    assert "Programme admin" in text(browser)
    desk(browser, "newcomer-admin-accounts", "/admin")

    # ── A level, then a term starting next Monday, then its cohort ──
    go(browser, "Levels & terms")
    assert "No levels yet" in text(browser)
    desk(browser, "newcomer-admin-curriculum-empty", "/admin/curriculum (empty)")
    level_form = form_of(browser, "/admin/levels")
    fill(level_form, "name", "Reading with fluency")
    submit(browser, level_form, "Create level")
    assert_saved(browser, "Saved.")
    assert "Reading with fluency" in text(browser)

    term_form = form_of(browser, "/admin/terms")
    fill(term_form, "name", "Winter 2027")
    fill(term_form, "firstMonday", monday.isoformat())
    fill(term_form, "outcome", "read al-Mulk aloud with steady tajweed")
    submit(browser, term_form, "Create term")
    assert_saved(browser, "Saved.")
    assert "Winter 2027" in browser.find_element(By.TAG_NAME, "h1").text
    term_path = re.search(r"/admin/terms/[^/?#]+", browser.current_url).group(0)

    go(browser, "Back to levels & terms")
    cohort_form = form_of(browser, "/admin/cohorts")
    submit(browser, cohort_form, "Create cohort")
    assert_saved(browser, "Saved.")
    assert "Winter 2027 · Level I" in browser.page_source
    desk(browser, "newcomer-admin-curriculum", "/admin/curriculum")

    # ── Two lessons with passages (previewed in Amiri Quran before saving) ──
    browser.get(server.url + term_path)
    desk(browser, "newcomer-admin-term", "term page")
    for week, (title, summary, surah, first, last, focal) in LESSONS.items():
        go(browser, f"Write Week {week}'s lesson")
        form = form_of(browser, f"{term_path}/weeks/{week}")
        fill(form, "title", title)
        fill(form, "summary", summary)
        fill(form, "surah", surah)
        fill(form, "firstAyah", first)
        fill(form, "lastAyah", last)
        fill(form, "focalAyah", focal)
        if week == 1:
            submit(browser, form, "Preview passage (not saved)")
            assert "Preview only: not saved." in text(browser)
            preview = browser.find_element(By.CSS_SELECTOR, ".admin-preview .verse-arabic")
            assert preview.get_attribute("lang") == "ar" and "ٱلْمُلْكُ" in preview.text
            desk(browser, "newcomer-admin-lesson-preview", "lesson preview")
            form = form_of(browser, f"{term_path}/weeks/{week}")
            fill(form, "title", title)
            fill(form, "summary", summary)
        submit(browser, form, "Save lesson")
        assert_saved(browser, "Saved.")
        assert title in text(browser)
    assert "Al-Mulk 67:1–5" in text(browser) and "112:1–4" in text(browser)

    # ── Week 1's video: uploaded, then watched while it processes ──
    go(browser, "Opening the Mulk")
    go(browser, "Upload and order videos")
    upload = form_of(browser, f"{term_path}/weeks/1/videos")
    fill(upload, "title", "Welcome to al-Mulk")
    upload.find_element(By.NAME, "video").send_keys(str(lesson_video))
    submit(browser, upload, "Upload")
    states = set()

    def processed(driver):
        states.update(s.text for s in driver.find_elements(By.CSS_SELECTOR, ".admin-job-state"))
        return "Videos · 1" in text(driver)

    assert "Welcome to al-Mulk" in text(browser)
    try:
        wait(browser, 90).until(processed)
    except Exception:
        raise AssertionError(f"never processed: {states}\n{text(browser)}\n{server.read_log()[-3000:]}")
    assert states, "the upload never showed its processing state"
    assert not any(s.startswith("Failed") for s in states), states
    assert "Duration 0:05" in text(browser), text(browser)
    poster = browser.find_element(By.CSS_SELECTOR, "img.admin-poster")
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", poster) > 0
    desk(browser, "newcomer-admin-lesson-videos", "lesson videos")

    # ── A coach (an account with the coach role), their profile and one-to-one availability ──
    browser.get(server.url + "/admin")
    account = form_of(browser, "/admin/accounts")
    fill(account, "name", "Yusuf Rahman")
    fill(account, "email", COACH_EMAIL)
    fill(account, "role", "coach")
    fill(account, "city", "Toronto")
    fill(account, "password", "coach-temporary-2027")
    submit(browser, account, "Create account")
    assert_saved(browser, f"Created the account for {COACH_EMAIL}")
    go(browser, "Coaches")
    desk(browser, "newcomer-admin-coaches", "/admin/coaches")
    go(browser, "Yusuf Rahman")
    coach_path = re.search(r"/admin/coaches/[^/?#]+", browser.current_url).group(0)
    profile = form_of(browser, coach_path)
    profile.find_element(By.CSS_SELECTOR, "input[name=levels][value='1']").click()
    fill(profile, "ijazah", "Ijāza in Ḥafṣ ʿan ʿĀṣim")
    submit(browser, profile, "Save profile")
    assert_saved(browser, "Saved the profile.")
    window = form_of(browser, coach_path + "/availability")
    fill(window, "weekday", "2")
    fill(window, "from", "16:00")
    fill(window, "to", "18:00")
    submit(browser, window, "Add window")
    assert_saved(browser, "Added Tuesday 16:00–18:00.")
    assert "Tuesday 16:00–18:00" in browser.find_element(By.ID, "windows").text
    desk(browser, "newcomer-admin-coach", "coach page")

    # ── The weekly circle: Mondays at 19:00 on the programme's clock, taught by the coach ──
    browser.get(server.url + "/admin")
    go(browser, "Live sessions")
    assert "No weekly sessions in this term yet." in text(browser)
    rule = form_of(browser, "/admin/sessions")
    fill(rule, "kind", "qrc")
    Select(rule.find_element(By.NAME, "teacher")).select_by_visible_text("Yusuf Rahman")
    fill(rule, "weekday", "1")
    fill(rule, "time", "19:00")
    fill(rule, "duration", "60")
    fill(rule, "title", CIRCLE)
    fill(rule, "covered", "Al-Mulk 1–5, in turn")
    fill(rule, "link", "https://meet.newcomer.test/circle")
    submit(browser, rule, "Add the weekly session")
    assert_saved(browser, "Added the weekly session.")
    assert CIRCLE in text(browser) and "Monday 19:00 · 60 min" in text(browser)
    desk(browser, "newcomer-admin-sessions", "/admin/sessions")

    # ── Three students from a CSV: the dry run first, then the import with invitations ──
    roster = tmp_path / "winter-2027.csv"
    roster.write_text("name,email,level,year,city\n"
                      f"Maryam Siddiqui,{STUDENT_EMAIL},1,1,Toronto\n"
                      "Ibrahim Chowdhury,ibrahim@newcomer.test,1,1,Mississauga\n"
                      "Aisha Bello,aisha@newcomer.test,1,2,Ottawa\n", encoding="utf-8")
    browser.get(server.url + "/admin")
    go(browser, "Import a roster")
    check = form_of(browser, "/admin/import/preview")
    Select(check.find_element(By.NAME, "cohort")).select_by_visible_text("Winter 2027 · Level I")
    Select(check.find_element(By.NAME, "coach")).select_by_index(1)
    check.find_element(By.NAME, "file").send_keys(str(roster))
    submit(browser, check, "Check the file")
    assert "3 rows, 0 with problems" in text(browser), text(browser)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#dry-run tbody tr.ok")) == 3
    desk(browser, "newcomer-admin-import-dry-run", "import dry run")
    submit(browser, form_of(browser, "/admin/import"), "Import 3 students and send invitations")
    assert_saved(browser, "Imported 3 students")
    desk(browser, "newcomer-admin-import-done", "import done")

    # The invitations wait in the outbox (no mail server): the admin page lists them.
    browser.get(server.url + "/admin")
    mails = browser.execute_script("return [...document.querySelectorAll('details.mail')].map(d => d.textContent)")
    invitation = next(m for m in mails if STUDENT_EMAIL in m)
    link = re.search(r"/reset-password\?token=[A-Za-z0-9_\-]+", invitation).group(0)
    desk(browser, "newcomer-admin-outbox", "/admin with the invitations")

    # ── Maryam: the invitation, her password, and the first Monday ──
    browser.delete_all_cookies()
    browser.set_window_size(390, 844)
    browser.get(server.url + link)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Welcome — choose your password"
    axe_clean(browser, "the invitation's set-your-password page")
    screenshot(browser, "newcomer-student-invitation")
    fill(browser.find_element(By.CSS_SELECTOR, "form[action='/reset-password']"), "password", STUDENT_PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/reset-password']"), "Save my password")
    # Choosing her password signs her in and opens the welcome (not a "password is changed" sign-in page).
    assert "/welcome/" in browser.current_url, browser.current_url
    screenshot(browser, "newcomer-student-welcome")

    server.clock(to=f"{monday.isoformat()}T09:00:00-05:00")
    browser.get(server.url + "/today")
    today = text(browser)
    assert "Week 1 of 15" in today, today
    assert "Opening the Mulk" in today, today
    assert "1 video" in today, today   # the uploaded video, counted once processed
    assert CIRCLE in today, today
    axe_clean(browser, "student Today, Week 1")
    screenshot(browser, "newcomer-student-today-week1")

    # She opens the lesson and plays its video: the browser loads it and time moves.
    go(browser, "Continue")
    screenshot(browser, "newcomer-student-lesson")
    go(browser, "Welcome to al-Mulk")
    video = wait(browser).until(lambda d: d.find_element(By.TAG_NAME, "video"))
    browser.execute_script("arguments[0].muted = true; arguments[0].play()", video)
    wait(browser, 30).until(lambda d: d.execute_script(
        "const v = arguments[0]; return v.readyState >= 2 && v.duration > 4 && v.currentTime > 0.5", video))
    screenshot(browser, "newcomer-student-video")
