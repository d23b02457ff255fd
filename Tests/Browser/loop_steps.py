"""Steps of the weekly loop shared by its browser tests (test_review, test_weekly_loop)."""
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import page_text as text


def wait(driver, seconds=20):
    """A wait that reads the page again when a reload replaced the element it was reading (the feedback page reloads
    itself once the note has played through)."""
    return WebDriverWait(driver, seconds, ignored_exceptions=(StaleElementReferenceException,))


def click(driver, element):
    """Scrolls `element` to the middle of the phone screen (clear of the tab bar) and taps it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def mark_first_word_and_add_notes(driver, *, title, detail, category, for_student, private):
    """On the Review screen: taps the passage's first word, marks it as a correction (title after the word, detail,
    tajweed category), then adds a note for the student and a private one, checking each lands on the page."""
    word = driver.find_element(By.CSS_SELECTOR, "label.word.markable")
    word_text = word.get_attribute("data-text")
    click(driver, word)
    assert word_text in driver.find_element(By.ID, "mark-chosen").text
    driver.find_element(By.ID, "mark-title").send_keys(f"{word_text} — {title}")
    driver.find_element(By.ID, "mark-detail").send_keys(detail)
    click(driver, driver.find_element(By.CSS_SELECTOR, f"#mark-category option[value={category}]"))
    click(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add mark']"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".mark-list .mark-row.correction")))
    assert title in text(driver)

    driver.find_element(By.ID, "note-text").send_keys(for_student)
    click(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add note']"))
    wait(driver).until(lambda d: for_student in text(d))
    click(driver, driver.find_element(By.XPATH, "//label[contains(@class,'segment')][.//span[normalize-space()='Private — just me']]"))
    driver.find_element(By.ID, "note-text").send_keys(private)
    click(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add note']"))
    wait(driver).until(lambda d: private in text(d))
