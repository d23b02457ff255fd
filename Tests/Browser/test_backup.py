"""`quranflow backup` and `quranflow restore` (issue 21), round trip on a running server under writes, on SQLite (the
online backup API) and on PostgreSQL (pg_dump): while a student keeps writing and the demo's lesson videos are still
being made, the programme is backed up; restored into an empty store, it serves the same screens and the same media
bytes. A damaged backup is refused before anything changes, and a store that already holds a programme needs --force."""
import http.cookiejar
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import Server, own_postgres, quranflow_binary, wait_until

NOW = "2026-10-27T13:48:00-04:00"
LATER = "2026-10-27T15:00:00-04:00"


def opener_signed_in(server, email):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(server.url + "/sign-in").read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    opener.open(server.url + "/sign-in", urllib.parse.urlencode(
        {"email": email, "password": "quranflow-demo", "_csrf": token}).encode())
    return opener


def screen(server, email, path) -> str:
    """The page with what differs between two servers of one programme taken out (tokens, nonces, the port)."""
    html = opener_signed_in(server, email).open(server.url + path).read().decode()
    html = re.sub(r'name="_csrf" value="[^"]*"', "", html)
    html = re.sub(r'content="[A-Za-z0-9_\-]{20,}"', "", html)  # the CSRF meta tag
    return html.replace(server.url, "")


class Writer(threading.Thread):
    """Khadija turns a session's reminder on and off, over and over, through the JSON API; counts acknowledged writes."""

    def __init__(self, server):
        super().__init__(daemon=True)
        self.server, self.stop, self.acknowledged, self.errors = server, threading.Event(), 0, []
        token = json.loads(urllib.request.urlopen(urllib.request.Request(
            server.url + "/api/session", data=json.dumps({"email": "khadija@quranflow.test", "password": "quranflow-demo"}).encode(),
            headers={"Content-Type": "application/json"})).read())["token"]
        self.headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
        page = opener_signed_in(server, "khadija@quranflow.test").open(server.url + "/sessions").read().decode()
        self.session = re.search(r'/sessions/([^/"?]+)/reminder', page).group(1)

    def run(self):
        on = True
        while not self.stop.is_set():
            request = urllib.request.Request(self.server.url + f"/api/sessions/{self.session}/reminder",
                                             data=json.dumps({"on": on}).encode(), headers=self.headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    if 200 <= response.status < 300:
                        self.acknowledged += 1
            except Exception as error:  # noqa: BLE001 — any failure is the test's finding
                self.errors.append(str(error))
            on = not on


def quranflow(*arguments, check=True) -> subprocess.CompletedProcess:
    return subprocess.run([quranflow_binary(), *arguments], capture_output=True, text=True, check=check, timeout=300)


def round_trip(original: Server, store_flag: list[str], restored_flag: list[str], restored_data: str, media: bool):
    # The demo's lesson videos made (the backup has media to carry, and the job's own writes are over: what the
    # original shows after the backup is then what it showed at the backup's instant, but for Khadija's reminders).
    if media:
        wait_until(lambda: "demo media: made" in original.read_log(), 300,
                   lambda: "the demo's lesson videos: " + original.read_log()[-2000:], interval=1)
    writer = Writer(original)
    writer.start()
    # The backup starts with writes flowing, and they go on past its end (three more acknowledged, or an error: the
    # assertion below reports it).
    def three_more_than(count):
        return lambda: writer.acknowledged >= count + 3 or writer.errors

    wait_until(three_more_than(0), 60, "Khadija's first writes")
    folder = tempfile.mkdtemp(prefix="qf-backup-") + "/backup"
    try:
        made = quranflow("backup", "--to", folder, *store_flag)
        assert "backed up the" in made.stdout, made.stdout + made.stderr
        wait_until(three_more_than(writer.acknowledged), 60, "Khadija's writes after the backup")
    finally:
        writer.stop.set()
        writer.join(timeout=30)
    assert writer.acknowledged > 5 and not writer.errors, (writer.acknowledged, writer.errors[:3])
    manifest = json.loads((Path(folder) / "manifest.json").read_text())
    damaged = folder + "-damaged"
    if media:
        assert len(manifest["media"]) >= 3 and all(len(f["sha256"]) == 64 for f in manifest["media"])
        # A damaged backup is refused before anything is written.
        shutil.copytree(folder, damaged)
        victim = Path(damaged) / "media" / manifest["media"][0]["path"]
        victim.write_bytes(victim.read_bytes()[:-1] + b"\x00")
        refused = quranflow("restore", "--from", damaged, *restored_flag, check=False)
        assert refused.returncode == 1 and "does not match the manifest" in refused.stderr, refused.stderr
        assert not (Path(restored_data) / "quranflow.sqlite").exists()

    restored = quranflow("restore", "--from", folder, *restored_flag)
    assert "restored the" in restored.stdout, restored.stdout + restored.stderr
    again = quranflow("restore", "--from", folder, *restored_flag, check=False)
    assert again.returncode == 1 and "--force" in again.stderr, again.stderr

    # The restored programme, served by its own process, shows the same screens and the same media.
    extra = ["--database-url", restored_flag[1]] if restored_flag[0] == "--database-url" else []
    copy = Server(NOW, data=restored_data, demo=False, extra=extra)
    try:
        for server in (original, copy):
            server.clock(to=LATER)
        for email, path in [("sarah@quranflow.test", "/today"), ("sarah@quranflow.test", "/learn"),
                            ("amina@quranflow.test", "/coach"), ("admin@quranflow.test", "/admin/curriculum")]:
            assert screen(copy, email, path) == screen(original, email, path), f"{path} as {email} differs"
        if not media:
            return
        # Sarah's first lesson video of Week 8 (its player names /media/<id>), as the copy serves it.
        sarah = opener_signed_in(copy, "sarah@quranflow.test")
        backed_up = {Path(f["path"]).stem: f for f in manifest["media"] if f["path"].startswith("videos/")}
        shown = re.findall(r"/media/([A-Za-z0-9\-]+)", sarah.open(copy.url + "/learn/week/8/video/1").read().decode())
        media_id = next(m for m in shown if m in backed_up)
        video = backed_up[media_id]
        served = sarah.open(copy.url + f"/media/{media_id}").read()
        assert len(served) == video["bytes"]
        assert served == (Path(original.data) / "media" / video["path"]).read_bytes()
    finally:
        copy.stop()
        shutil.rmtree(Path(folder).parent, ignore_errors=True)
        shutil.rmtree(Path(damaged).parent, ignore_errors=True)


def test_a_sqlite_programme_backed_up_under_writes_restores_to_the_same_screens():
    original = Server(NOW, media="videos")
    restored_data = tempfile.mkdtemp(prefix="qf-restored-")
    try:
        round_trip(original, ["--data", original.data], ["--data", restored_data], restored_data, media=True)
    finally:
        original.stop()


@pytest.fixture
def postgres():
    """Two throwaway PostgreSQL databases on one cluster of the test's own (the original's and the restored one)."""
    with own_postgres("qf-backup-pg-") as url:
        subprocess.run(["psql", url, "-q", "-c", "CREATE DATABASE restored"], check=True)
        yield url, url.rsplit("/", 1)[0] + "/restored"


def test_a_postgresql_programme_backed_up_under_writes_restores_to_the_same_screens(postgres):
    source, target = postgres
    original = Server(NOW, extra=["--database-url", source])  # no media: the SQLite round trip carries them
    restored_data = tempfile.mkdtemp(prefix="qf-restored-pg-")
    try:
        round_trip(original, ["--database-url", source, "--data", original.data],
                   ["--database-url", target, "--data", restored_data], restored_data, media=False)
    finally:
        original.stop()
