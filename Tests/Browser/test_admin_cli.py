"""The roster import from the command line (issue 20: "from the command line for bulk work"): `quranflow admin import`
on a running server's own data directory. A file with problems is refused with every row's problem and exit status 1,
writing nothing; a dry run lists the rows and writes nothing; the import creates every student at once with an
invitation in the outbox whose link opens the set-your-password page; importing the same file again is refused (the
accounts exist) and still writes nothing."""
import os
import re
import subprocess
import urllib.request

from conftest import ROOT

COHORT = "Fall 2026 · Level II"


def quranflow_admin(server, *arguments):
    binary = os.environ.get("QURANFLOW_BIN") or str(ROOT / ".build" / "debug" / "quranflow")
    return subprocess.run(
        [binary, "admin", *arguments, "--data", server.data], capture_output=True, text=True, timeout=60,
        env={**os.environ, "QURANFLOW_PASSWORD_STRENGTH": "minimal"})


def accounts(server):
    listed = quranflow_admin(server, "list-accounts")
    assert listed.returncode == 0, listed.stderr
    return [line.split("\t")[0] for line in listed.stdout.splitlines() if line]


def write(server, name, text):
    path = os.path.join(server.data, name)
    with open(path, "w", encoding="utf-8", newline="") as file:
        file.write(text)
    return path


def test_the_roster_import_from_the_command_line(server):
    before = accounts(server)
    bad = write(server, "bad.csv", "\ufeffname,email,level,year,city\r\n"
                                   "Ali Hasan,ali.hasan@example.com,2,1,Cairo\r\n"
                                   "Bea Khan,bea@example,2,3,Qwxzville\r\n"
                                   ",sarah@quranflow.test,1,1,Toronto\r\n")
    refused = quranflow_admin(server, "import", "--file", bad, "--cohort", COHORT, "--by", "admin@quranflow.test")
    assert refused.returncode == 1, refused.stdout + refused.stderr
    assert "line 2\tali.hasan@example.com\tready" in refused.stdout
    assert "Email “bea@example” is not an address." in refused.stdout
    assert "Year must be 1 or 2, not “3”." in refused.stdout
    assert "No city matches “Qwxzville”." in refused.stdout
    assert "Name is missing." in refused.stdout and "An account already has sarah@quranflow.test." in refused.stdout
    assert "1 of 3 rows ready" in refused.stdout and "2 rows have problems" in refused.stderr
    assert accounts(server) == before

    good = write(server, "good.csv", "email,name,city,level,year\n"
                                     "ali.hasan@example.com,Ali Hasan,Cairo,2,1\n"
                                     "bea.khan@example.com,Bea Khan,London,2,2\n"
                                     "chen.li@example.com,Chen Li,Toronto,2,1\n")
    dry = quranflow_admin(server, "import", "--file", good, "--cohort", COHORT, "--by", "admin@quranflow.test", "--dry-run")
    assert dry.returncode == 0, dry.stdout + dry.stderr
    assert "3 of 3 rows ready for Fall 2026 · Level II; nothing was written." in dry.stdout
    assert accounts(server) == before

    wrong_actor = quranflow_admin(server, "import", "--file", good, "--cohort", COHORT, "--by", "sarah@quranflow.test")
    assert wrong_actor.returncode == 64 and "--by: no admin has the email sarah@quranflow.test." in wrong_actor.stderr
    no_cohort = quranflow_admin(server, "import", "--file", good, "--cohort", "Winter 1999", "--by", "admin@quranflow.test")
    assert no_cohort.returncode == 64 and "no cohort is called “Winter 1999”" in no_cohort.stderr
    assert accounts(server) == before

    made = quranflow_admin(server, "import", "--file", good, "--cohort", COHORT, "--by", "admin@quranflow.test",
                           "--coach", "amina@quranflow.test", "--public-url", server.url)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "imported 3 students into Fall 2026 · Level II" in made.stdout
    after = accounts(server)
    assert set(after) - set(before) == {"ali.hasan@example.com", "bea.khan@example.com", "chen.li@example.com"}

    outbox = quranflow_admin(server, "outbox").stdout
    invitation = re.search(r"to chen\.li@example\.com: You're invited to QuranFlow\n(?:.*\n)*?(http\S+reset-password\?token=\S+)", outbox)
    assert invitation, outbox
    with urllib.request.urlopen(invitation.group(1), timeout=10) as response:
        page = response.read().decode()
    assert response.status == 200 and 'type="password"' in page

    again = quranflow_admin(server, "import", "--file", good, "--cohort", COHORT, "--by", "admin@quranflow.test")
    assert again.returncode == 1 and "An account already has chen.li@example.com." in again.stdout
    assert accounts(server) == after
