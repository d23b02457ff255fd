"""A time-bounded, seeded fuzzing pass over real HTTP (issue 21, "hostile input"): QuranFlow signed in as a student
(Sarah), a coach (Ust. Amina) and the admin, Jamaal as its demo person, signed in (and signed out, at its sign-up and
sign-in forms). The targets are what a person can reach: every
POST form on the pages a bounded walk over the app's own links finds (form bodies and multipart uploads — recitation
audio, voice messages, the profile photo, lesson videos, session recordings, the CSV import) and every JSON API
operation in /api/openapi.json. Each case mutates a real request (see mutations.py): form, multipart, json, headers,
smuggling. Asserted: no 5xx but the documented 503 and 507, the process still running and healthy at the end, and
what was stored before still there (Sarah's reviewed submission shows the same marks and notes; every submission
row remains).

FUZZ_SEED=n reproduces a run (the seed is printed); FUZZ_BUDGET=seconds sets QuranFlow's time (default 60; Jamaal
gets a quarter of it)."""
import difflib
import os
import random
import re
import sqlite3
import time
import urllib.request
from pathlib import Path

from conftest import JamaalServer, Server
from fuzzer import Fuzzer
from targets import Account, crawl, ids_in, operations

NOW = "2026-10-27T13:48:00-04:00"
PEOPLE = {"sarah@quranflow.test": ["/", "/today", "/profile", "/submissions"], "amina@quranflow.test": ["/", "/coach"],
          "admin@quranflow.test": ["/", "/admin"]}
BUDGET = float(os.environ.get("FUZZ_BUDGET", "60"))


def seed() -> int:
    return int(os.environ.get("FUZZ_SEED") or random.SystemRandom().randrange(1, 10**9))


def healthy(base: str) -> bool:
    try:
        return urllib.request.urlopen(base + "/health", timeout=10).status == 200
    except OSError:
        return False


def main_text(html: str) -> str:
    """The page's <main> with the per-request bits (CSRF tokens, nonces) taken out."""
    found = re.search(r"<main.*?</main>", html, re.S)
    return re.sub(r'(value|nonce|data-csrf)="[^"]*"', "", found.group(0) if found else html)


def stored_review(html: str) -> str:
    """What a reviewed submission stores, as its feedback page shows it: the passage with the coach's marks and the
    coach's notes (not the status pill or the coach's name: the fuzzing may legitimately mark it heard or rename her)."""
    passage = re.search(r'<section class="card passage-card".*?</section>', html, re.S)
    notes = re.search(r'<section class="card ink coach-note".*?</h2>(.*?)</section>', html, re.S)
    assert passage and notes, "the feedback page lost its passage or notes"
    return passage.group(0) + notes.group(1)


def submissions(data: str) -> set[str]:
    with sqlite3.connect(Path(data) / "quranflow.sqlite") as db:
        return {row[0] for row in db.execute("SELECT id FROM submissions")}


def test_quranflow_survives_a_fuzzing_pass():
    run_seed = seed()
    print(f"\nfuzz: quranflow seed {run_seed} (FUZZ_SEED={run_seed} reproduces it)")
    server = Server(NOW)
    try:
        rng = random.Random(run_seed)
        accounts, forms, ops, tokens, pages = [], {}, {}, {}, {}
        for email, start in PEOPLE.items():
            account = Account(server.url, email)
            found, visited = crawl(account, start, max_pages=80, budget=20)
            accounts.append(account)
            forms[email], pages[email] = found, visited
            # The admin's and the coaches' API to them, the rest to everyone (a few refusals stay: they are cases too).
            role = email.split("@")[0]
            ops[email] = [o for o in operations(account, ids_in(visited), rng)
                          if (o.path.startswith("/api/admin") == (role == "admin"))
                          and (not o.path.startswith("/api/coach") or role == "amina")]
            request = urllib.request.Request(server.url + "/api/session", method="POST",
                                             data=f'{{"email":"{email}","password":"quranflow-demo"}}'.encode(),
                                             headers={"Content-Type": "application/json"})
            tokens[email] = re.search(r'"token"\s*:\s*"([^"]+)"', urllib.request.urlopen(request).read().decode()).group(1)
        sarah = accounts[0]
        reviewed = next(p for p in pages[sarah.email] if re.fullmatch(r"/submissions/\w+/feedback", p))
        before_page = stored_review(main_text(sarah.get(reviewed)[1]))
        before_rows = submissions(server.data)
        print(f"fuzz: quranflow targets: {sum(len(f) for f in forms.values())} forms "
              f"({sum(f.enctype == 'multipart/form-data' for fs in forms.values() for f in fs)} multipart), "
              f"{sum(len(o) for o in ops.values())} JSON operations, {sum(len(p) for p in pages.values())} pages")

        fuzzer = Fuzzer(server.url, run_seed, accounts, forms, ops, tokens, pages, alive=lambda: server.process.poll() is None)
        seconds = fuzzer.run(BUDGET)
        print(fuzzer.summary("quranflow", seconds))

        assert not fuzzer.failures, "\n".join(fuzzer.failures[:20])
        assert server.process.poll() is None, server.read_log()[-3000:]
        assert healthy(server.url)
        if sarah.signed_out():
            sarah.sign_in()
        after_page = stored_review(main_text(sarah.get(reviewed)[1]))
        assert after_page == before_page, "Sarah's reviewed submission changed:\n" + "\n".join(
            difflib.unified_diff(re.split(r"(?=<)", before_page), re.split(r"(?=<)", after_page), lineterm="", n=1))
        assert before_rows <= submissions(server.data), "a submission stored before the fuzzing is gone"
    finally:
        server.stop()


def test_jamaal_survives_a_fuzzing_pass():
    run_seed = seed()
    print(f"\nfuzz: jamaal seed {run_seed} (FUZZ_SEED={run_seed} reproduces it)")
    server = JamaalServer("2026-11-29T10:05:00Z")
    try:
        person = Account(server.url, "maryam@jamaal.test", password="jamaal-demo")  # the demo person, signed in (#42)
        person.refresh_csrf("/today")
        found, visited = crawl(person, ["/today", "/"], max_pages=60, budget=15)
        # The JSON operations (passkeys' ceremonies, the reminder claim, Stripe's webhook) signed in by the session
        # cookie and its X-CSRF-Token, as the pages' scripts send them; the sign-up and sign-in forms signed out.
        ops = operations(person, ids_in(visited), random.Random(run_seed))
        signed_out = Account(server.url, "", sign_in="/sign-in")
        entry, entry_pages = crawl(signed_out, ["/sign-in", "/sign-up"], max_pages=4, budget=5)
        print(f"fuzz: jamaal targets: {len(found)} forms, {len(ops)} JSON operations, {len(entry)} signed-out forms, "
              f"{len(visited)} pages")
        assert {"/api/passkeys/sign-in", "/webhooks/stripe"} <= {o.path for o in ops}, [o.path for o in ops]
        before = main_text(person.get("/habits")[1])
        email = person.email  # the fuzzer keys each account's targets by its email
        fuzzer = Fuzzer(server.url, run_seed, [person, signed_out], {email: found, "": entry}, {email: ops, "": []}, {},
                        {email: visited, "": entry_pages}, alive=lambda: server.process.poll() is None)
        seconds = fuzzer.run(BUDGET / 4)
        print(fuzzer.summary("jamaal", seconds))
        assert not fuzzer.failures, "\n".join(fuzzer.failures[:20])
        assert server.process.poll() is None, server.read_log()[-3000:]
        assert healthy(server.url)
        assert person.get("/habits")[0] == 200 and before
    finally:
        server.stop()
