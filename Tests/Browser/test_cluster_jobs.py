"""Issue 21, jobs across processes: a process SIGKILLed in the middle of a reminder run — its work done (Sarah's
reminder stored, with its notification and push row), the job not yet marked done — leaves the job under its lease;
once the lease has passed, the other process runs it again and nothing reaches Sarah twice.

The worst moment is made to last: `QURANFLOW_TEST_JOB_PAUSE` (test clock only) holds each `sessions.reminder` job for
60 s between its work and its completion, on its first attempt. `test_cluster.py` does the same for a media job."""
import datetime
import os
import shutil
import signal
import threading
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import wait_until
from test_cluster import Cluster, served_by, signed_in


@pytest.fixture(scope="module")
def cluster():
    made = Cluster(env={"QURANFLOW_TEST_JOB_PAUSE": "sessions.reminder=60"})
    yield made
    made.stop()
    shutil.rmtree(made.state, ignore_errors=True)


def move_clock(port: int, to: datetime.datetime):
    """Moves one process's test clock; the request runs every job that fell due (and waits for them)."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/_test/clock", method="POST",
                                     data=urllib.parse.urlencode({"to": to.isoformat()}).encode())
    return urllib.request.urlopen(request, timeout=300).read().decode()


def count(cluster, query: str) -> int:
    return int(cluster.sql(query)[0][0])


def test_a_process_killed_mid_reminder_run_leaves_the_job_to_the_other_and_sarah_is_reminded_once(cluster):
    # The demo's next reminder: Sarah's booked one-to-one, 15 minutes before it meets.
    job, run_at_ms, account, item = cluster.sql(
        "SELECT id, run_at, split_part(payload, E'\\n', 1), split_part(payload, E'\\n', 2) FROM jobs "
        "WHERE kind = 'sessions.reminder' AND state = 'pending' ORDER BY run_at, id LIMIT 1")[0]
    due = datetime.datetime.fromtimestamp(int(run_at_ms) / 1000, datetime.timezone.utc)
    victim, survivor = "quranflow-1", "quranflow-2"
    victim_port, victim_pid = cluster.processes[victim]
    survivor_port, _ = cluster.processes[survivor]
    log = Path(cluster.state) / "logs" / f"{victim}.log"

    # The victim's clock moves a second past the reminder: it runs the week's jobs, then the reminder — and pauses.
    threading.Thread(target=lambda: _ignore_errors(move_clock, victim_port, due + datetime.timedelta(seconds=1)),
                     daemon=True).start()
    wait_until(lambda: f"job sessions.reminder {job}: work done; pausing" in log.read_text(), 240,
               lambda: "the victim to reach the reminder:\n" + log.read_text()[-2000:], interval=0.2)
    state, attempts, locked_by = cluster.sql(f"SELECT state, attempts, locked_by FROM jobs WHERE id = '{job}'")[0]
    assert (state, attempts) == ("running", "1") and locked_by.startswith(f"quranflow-{victim_pid}@"), (state, attempts, locked_by)
    reminders = f"SELECT COUNT(*) FROM session_notifications WHERE account_id = '{account}' AND item = '{item}'"
    notifications = f"SELECT COUNT(*) FROM notifications WHERE account_id = '{account}' AND kind = 'sessionReminder'"
    pushes = f"SELECT COUNT(*) FROM push_outbox WHERE account_id = '{account}'"
    next_jobs = (f"SELECT COUNT(*) FROM jobs WHERE kind = 'sessions.reminder' AND id <> '{job}' "
                 f"AND payload = '{account}' || E'\\n' || '{item}' AND state = 'pending'")
    before = {q: count(cluster, q) for q in (reminders, notifications, pushes, next_jobs)}
    assert before[reminders] == 1 and before[notifications] >= 1, before  # the work is stored
    assert before[next_jobs] == 1, before  # and the next week's reminder queued

    os.kill(victim_pid, signal.SIGKILL)
    def dead():
        return not Path(f"/proc/{victim_pid}").exists() or Path(f"/proc/{victim_pid}/stat").read_text().split()[2] == "Z"

    wait_until(dead, 10, "the victim to die", ignoring=(FileNotFoundError,))
    # The site answers through the survivor; the job stays the dead process's until its lease passes.
    sarah = signed_in(cluster.url, "sarah@quranflow.test")
    assert served_by(sarah, cluster.url + "/today") == (200, survivor)
    assert cluster.sql(f"SELECT state, attempts FROM jobs WHERE id = '{job}'")[0] == ["running", "1"]

    # Seven minutes on (the lease is 5): the survivor runs the job again, once, and adds nothing.
    move_clock(survivor_port, due + datetime.timedelta(seconds=420))
    assert cluster.sql(f"SELECT state, attempts, locked_by FROM jobs WHERE id = '{job}'")[0] == ["done", "2", ""]
    after = {q: count(cluster, q) for q in (reminders, notifications, pushes, next_jobs)}
    assert after == before, (before, after)
    # Nothing said twice to anyone by any job the dead process held.
    assert cluster.sql("SELECT COUNT(*) FROM jobs WHERE state = 'running'") == [["0"]]
    twice = cluster.sql("SELECT account_id, title, COUNT(*) FROM notifications GROUP BY account_id, kind, title, target, "
                        "created_at HAVING COUNT(*) > 1")
    assert twice == [], twice
    # Sarah sees the reminder once in her notifications.
    page = sarah.open(cluster.url + "/notifications").read().decode()
    title = cluster.sql(f"SELECT title FROM session_notifications WHERE account_id = '{account}' AND item = '{item}'")[0][0]
    assert page.count(_html(title)) == 1, title
    names = dict(zip((reminders, notifications, pushes, next_jobs), ("reminders", "notifications", "push rows", "next jobs")))
    print(f"\ncluster: {victim} SIGKILLed holding {job} with its work done; {survivor} ran it again after the lease "
          f"(attempts 2) and added nothing: " + ", ".join(f"{names[q]} {n}" for q, n in after.items()))


def _ignore_errors(function, *args):
    try:
        function(*args)
    except Exception:  # the process is killed mid-request: its connection drops
        pass


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")
