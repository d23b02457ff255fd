"""The Qur'an script picker and onboarding in Chromium (issue 16): a new student, made with `quranflow admin` on the
server's own data directory, signs in, walks onboarding (SakOnb1–SakOnb6) choosing Amiri, lands on Today and Today's
verse is set in Amiri (not Amiri Quran); Sarah sets 30 pt in the picker (SakFontPicker) — the live preview follows
the slider before she saves — and the lesson's focal āyah is 40 px (30 pt). Screenshots at 390×844; axe-core on each
page."""
import os
import subprocess

from selenium.webdriver.common.by import By

from conftest import ROOT, axe_clean, navigated, page_text, screenshot, sign_in


def quranflow_admin(server, *arguments):
    binary = os.environ.get("QURANFLOW_BIN") or str(ROOT / ".build" / "debug" / "quranflow")
    result = subprocess.run(
        [binary, "admin", *arguments, "--data", server.data], capture_output=True, text=True, timeout=60,
        env={**os.environ, "QURANFLOW_PASSWORD_STRENGTH": "minimal"})
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def click(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    navigated(driver, element.click)


def pill(driver, label):
    return driver.find_element(By.XPATH, f"//button[normalize-space()='{label}']")


def computed(driver, selector, prop):
    return driver.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1])", selector, prop)


def test_new_student_walks_onboarding_choosing_amiri(browser, server):
    quranflow_admin(server, "create-account", "--email", "layla@quranflow.test", "--name", "Layla Hassan", "--role", "student",
                    "--year", "1", "--city", "Toronto", "--password", "quranflow-demo")
    quranflow_admin(server, "set-student", "--email", "layla@quranflow.test", "--coach", "amina@quranflow.test", "--level", "2",
                    "--cohort", "Fall 2026 · Level II")
    sign_in(browser, server, "layla@quranflow.test")
    assert browser.current_url.endswith("/welcome/1")
    assert "Layla, welcome to QuranFlow" in page_text(browser)
    axe_clean(browser, "SakOnb1")
    screenshot(browser, "onboarding-1-welcome", full_page=False)
    click(browser, pill(browser, "Begin"))
    assert "Level II · Reading with fluency" in page_text(browser)
    axe_clean(browser, "SakOnb2")
    click(browser, pill(browser, "Continue"))

    assert browser.current_url.endswith("/welcome/3")
    assert browser.find_element(By.CSS_SELECTOR, "input[value=amiri-quran]").is_selected()  # pre-selected
    amiri = browser.find_element(By.CSS_SELECTOR, ".script-card.face-amiri")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", amiri)
    amiri.click()
    assert browser.find_element(By.CSS_SELECTOR, "input[value=amiri]").is_selected()
    assert browser.find_element(By.CSS_SELECTOR, ".script-card.face-amiri .check-badge").is_displayed()
    assert "Amiri" in computed(browser, ".script-card.face-amiri .script-card-verse", "font-family")
    axe_clean(browser, "SakOnb3")
    screenshot(browser, "onboarding-3-script")
    click(browser, pill(browser, "Continue"))

    text = page_text(browser)
    assert "Ustadha Amina" in text and "Cairo · ijāza in Hafs from 'Āsim" in text
    axe_clean(browser, "SakOnb4")
    screenshot(browser, "onboarding-4-coach")
    click(browser, pill(browser, "Continue"))
    assert "Hear back from Ust. Amina" in page_text(browser)
    click(browser, pill(browser, "Continue"))
    assert "Can't make it? Every circle is recorded." in page_text(browser)
    axe_clean(browser, "SakOnb6")
    click(browser, pill(browser, "Begin your week"))

    assert browser.current_url.endswith("/today")
    family = computed(browser, ".verse-arabic", "font-family")
    assert family.split(",")[0].strip().strip('"') == "Amiri", family
    # The face really loaded (not a fallback with the same name in the list).
    assert browser.execute_script("return document.fonts.check('20px Amiri')")
    # Shown once: signing in again goes to Today.
    browser.delete_all_cookies()
    sign_in(browser, server, "layla@quranflow.test")
    assert browser.current_url.endswith("/today")


def test_sarah_sets_30pt_and_the_lesson_follows(browser, server):
    sign_in(browser, server, "sarah@quranflow.test")
    browser.get(server.url + "/profile")
    click(browser, browser.find_element(By.LINK_TEXT, "Qur'an script"))
    assert "Smaller" in page_text(browser) and "Larger" in page_text(browser)
    # Live: the slider moves the preview before anything is saved.
    browser.execute_script(
        "const s = document.getElementById('script-size'); s.value = '30'; s.dispatchEvent(new Event('input', {bubbles: true}))")
    assert computed(browser, ".script-preview-verse", "font-size") == "40px"
    assert browser.find_element(By.ID, "script-size-value").text == "30 pt"
    naskh = browser.find_element(By.CSS_SELECTOR, ".script-card.face-noto-naskh")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", naskh)
    naskh.click()
    assert "Noto Naskh Arabic" in computed(browser, ".script-preview-verse", "font-family").split(",")[0]
    browser.find_element(By.CSS_SELECTOR, ".script-card.face-amiri-quran").click()
    axe_clean(browser, "SakFontPicker")
    screenshot(browser, "script-picker")
    click(browser, pill(browser, "Save"))
    assert "Saved · Amiri Quran at 30 pt" in page_text(browser)
    assert browser.find_element(By.ID, "script-size").get_attribute("value") == "30"

    browser.get(server.url + "/learn/week/8")
    assert computed(browser, ".verse-card .verse-arabic", "font-size") == "40px"
    assert computed(browser, ".verse-card .verse-arabic", "font-family").split(",")[0].strip('"') == "Amiri Quran"
    screenshot(browser, "script-lesson-30pt", full_page=False)
