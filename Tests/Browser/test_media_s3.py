"""QuranFlow with its media in S3-compatible storage (`serve --media-store s3://…`), against a real S3 API: moto in
server mode started here (scripts/moto-server.py) with IAM access control on, so every request must be SigV4-signed
with a known key whose policy allows it.

- A student's recitation upload lands in the bucket (streamed up, nothing left in <data>/media), plays back through
  /media/<id> with Range after the access check (another student gets 404), and is gone from the bucket once revoked.
- A wrong secret stops the server at start with words; a key that may read but not write makes the upload a 503 with
  words and stores nothing (no submission, no record, no object, no file).
- `quranflow media migrate` copies a programme's files from disk to the bucket, verifies each, skips them on a re-run,
  and reports a file its records name that exists nowhere.
- `backup`/`restore` with `--media-store`: the bucket's objects in the backup, put back into the bucket by a restore.
- An admin's lesson video: the raw upload goes through the bucket to the job, which puts the MP4 and its poster there."""
import json
import re
import os
import sqlite3
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import Server, quranflow_binary, s3_client, s3_keys, wait_until
from test_upload_kill import multipart, signed_in, take

NOW = "2026-10-27T13:48:00-04:00"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def moto():
    process = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "moto-server.py"), "--bucket", "qf-media",
                                "--until-stdin-closes"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    started = json.loads(process.stdout.readline())
    yield started
    process.stdin.close()
    process.wait(timeout=10)


def store_url(moto):
    return f"s3://{moto['bucket']}?endpoint={moto['endpoint']}&region={moto['region']}"


def s3_server(moto, monkeypatch, access_key=None, secret=None):
    monkeypatch.setenv("QURANFLOW_S3_ACCESS_KEY_ID", access_key or moto["access_key"])
    monkeypatch.setenv("QURANFLOW_S3_SECRET_ACCESS_KEY", secret or moto["secret"])
    return Server(NOW, extra=["--media-store", store_url(moto)])


def upload(server, opener, token, audio):
    boundary, body = multipart(audio, token)
    request = urllib.request.Request(server.url + "/learn/week/8/record", data=body, method="POST",
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return opener.open(request)


def recitations(data):
    with sqlite3.connect(Path(data) / "quranflow.sqlite") as db:
        return db.execute("""SELECT m.id, m.path, m.bytes FROM media m JOIN submissions s ON m.owner = 'submission:' || s.id
                             JOIN accounts a ON a.id = s.student_id
                             WHERE a.email = 'sarah@quranflow.test' AND s.week = 8""").fetchall()


def test_a_recitation_is_stored_in_the_bucket_and_played_back_with_range(moto, monkeypatch):
    server = s3_server(moto, monkeypatch)
    try:
        assert "media: files in s3://qf-media" in server.read_log()
        opener, jar, token = signed_in(server)
        audio = take(Path(server.data) / "take.webm")
        response = upload(server, opener, token, audio)
        assert "/sent" in response.geturl()
        [(media_id, path, size)] = recitations(server.data)
        assert path in s3_keys(moto, "recitations/")
        stored = s3_client(moto).get_object(Bucket=moto["bucket"], Key=path)["Body"].read()
        assert len(stored) == size
        assert not (Path(server.data) / "media" / path).exists(), "the file went to the bucket, not the disk"

        ranged = opener.open(urllib.request.Request(server.url + f"/media/{media_id}", headers={"Range": "bytes=100-1099"}))
        assert ranged.status == 206
        assert ranged.headers["Content-Range"] == f"bytes 100-1099/{size}"
        assert ranged.read() == stored[100:1100]
        whole = opener.open(server.url + f"/media/{media_id}")
        assert whole.status == 200 and whole.read() == stored

        # Another student: the access check comes first, so nothing of the bucket shows.
        other, _, _ = signed_in_as(server, "noor@quranflow.test")
        with pytest.raises(urllib.error.HTTPError) as refused:
            other.open(server.url + f"/media/{media_id}")
        assert refused.value.code == 404

        # Revoked within the window: the object goes with the row.
        submission = recitation_submission(server.data, media_id)
        opener.open(urllib.request.Request(server.url + f"/submissions/{submission}/revoke",
                                           data=urllib.parse.urlencode({"_csrf": token}).encode(), method="POST"))
        assert recitations(server.data) == []
        assert path not in s3_keys(moto, "recitations/")
    finally:
        server.stop()


def test_a_wrong_secret_stops_the_server_at_start(moto, monkeypatch):
    monkeypatch.setenv("QURANFLOW_S3_ACCESS_KEY_ID", moto["access_key"])
    monkeypatch.setenv("QURANFLOW_S3_SECRET_ACCESS_KEY", "not-the-secret")
    result = subprocess.run([quranflow_binary(), "serve", "--port", "1", "--data", "/tmp/qf-s3-wrong-key",
                             "--media-store", store_url(moto)], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "--media-store" in result.stderr and "refused the credentials" in result.stderr and "403" in result.stderr, \
        result.stderr
    assert "SignatureDoesNotMatch" in result.stderr, result.stderr


def test_a_refused_write_is_a_503_with_words_and_stores_nothing(moto, monkeypatch):
    server = s3_server(moto, monkeypatch, access_key=moto["reader_access_key"], secret=moto["reader_secret"])
    try:
        before = s3_keys(moto, "recitations/")
        opener, jar, token = signed_in(server)
        audio = take(Path(server.data) / "take.webm")
        with pytest.raises(urllib.error.HTTPError) as refused:
            upload(server, opener, token, audio)
        assert refused.value.code == 503
        text = refused.value.read().decode()
        assert "media storage is unavailable" in text and "AccessDenied" in text
        assert recitations(server.data) == []
        assert s3_keys(moto, "recitations/") == before
        folder = Path(server.data) / "media" / "recitations"
        assert not folder.exists() or list(folder.iterdir()) == []
    finally:
        server.stop()


def test_media_migrate_copies_verifies_and_reports(moto, monkeypatch):
    # A programme on disk with one real recitation, then migrated while its server runs.
    server = Server(NOW)
    try:
        opener, jar, token = signed_in(server)
        upload(server, opener, token, take(Path(server.data) / "take.webm"))
        [(media_id, path, size)] = recitations(server.data)
        monkeypatch.setenv("QURANFLOW_S3_ACCESS_KEY_ID", moto["access_key"])
        monkeypatch.setenv("QURANFLOW_S3_SECRET_ACCESS_KEY", moto["secret"])
        migrate = [quranflow_binary(), "media", "migrate", "--data", server.data, "--to", store_url(moto)]
        first = subprocess.run(migrate, capture_output=True, text=True, timeout=120, env=os.environ)
        assert first.returncode == 0, first.stderr + first.stdout
        assert f"copied and verified {path}" in first.stdout
        assert path in s3_keys(moto, "recitations/")
        again = subprocess.run(migrate, capture_output=True, text=True, timeout=120, env=os.environ)
        assert again.returncode == 0 and " 0 copied and verified" in again.stdout and "already there" in again.stdout

        # A file its record names but that is nowhere: reported, exit status 1.
        (Path(server.data) / "media" / path).unlink()
        s3_client(moto).delete_object(Bucket=moto["bucket"], Key=path)
        missing = subprocess.run(migrate, capture_output=True, text=True, timeout=120, env=os.environ)
        assert missing.returncode == 1
        assert f"MISSING {path}" in missing.stdout and "1 recorded files missing" in missing.stdout
    finally:
        server.stop()


def signed_in_as(server, email):
    import http.cookiejar
    import re
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(server.url + "/sign-in").read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    opener.open(server.url + "/sign-in", urllib.parse.urlencode(
        {"email": email, "password": "quranflow-demo", "_csrf": token}).encode())
    return opener, jar, token


def recitation_submission(data, media_id):
    with sqlite3.connect(Path(data) / "quranflow.sqlite") as db:
        owner = db.execute("SELECT owner FROM media WHERE id = ?", (media_id,)).fetchone()[0]
        return owner.removeprefix("submission:")


def test_backup_and_restore_with_the_media_in_the_bucket(moto, monkeypatch, tmp_path):
    server = s3_server(moto, monkeypatch)
    try:
        opener, jar, token = signed_in(server)
        upload(server, opener, token, take(Path(server.data) / "take.webm"))
        [(media_id, path, size)] = recitations(server.data)
        stored = s3_client(moto).get_object(Bucket=moto["bucket"], Key=path)["Body"].read()
        folder = tmp_path / "backup"
        made = subprocess.run([quranflow_binary(), "backup", "--to", str(folder), "--data", server.data,
                               "--media-store", store_url(moto)], capture_output=True, text=True, timeout=120)
        assert made.returncode == 0, made.stderr
        manifest = json.loads((folder / "manifest.json").read_text())
        [entry] = [file for file in manifest["media"] if file["path"] == path]
        assert entry["bytes"] == size and (folder / "media" / path).read_bytes() == stored
    finally:
        server.stop()
    # The object is lost; a restore into a new data folder puts it back into the bucket, and it plays again.
    s3_client(moto).delete_object(Bucket=moto["bucket"], Key=path)
    target = tmp_path / "restored"
    restored = subprocess.run([quranflow_binary(), "restore", "--from", str(folder), "--data", str(target),
                               "--media-store", store_url(moto)], capture_output=True, text=True, timeout=120)
    assert restored.returncode == 0, restored.stderr
    assert s3_client(moto).get_object(Bucket=moto["bucket"], Key=path)["Body"].read() == stored
    assert not (target / "media" / path).exists()
    again = Server(NOW, data=str(target), extra=["--media-store", store_url(moto)])
    try:
        opener, jar, token = signed_in(again)
        assert opener.open(again.url + f"/media/{media_id}").read() == stored
    finally:
        again.stop()


def test_an_admins_video_is_processed_from_the_bucket_into_the_bucket(moto, monkeypatch, tmp_path):
    """The raw upload goes to the bucket (whichever process claims the job fetches it), the job transcodes it and puts
    the MP4 and its poster there; nothing raw is left, and the video plays with Range."""
    import uuid
    server = s3_server(moto, monkeypatch)
    try:
        with sqlite3.connect(Path(server.data) / "quranflow.sqlite") as db:
            term = db.execute("SELECT id FROM terms WHERE name = 'Fall 2026' AND level_number = 2").fetchone()[0]
        video = tmp_path / "week-9.mov"
        subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15",
                        "-f", "lavfi", "-i", "sine=frequency=330:sample_rate=44100", "-t", "3", "-c:v", "mpeg4", "-c:a", "aac",
                        "-shortest", str(video)], check=True)
        admin, _, _ = signed_in_as(server, "admin@quranflow.test")
        page = f"/admin/terms/{term}/weeks/9/videos"
        token = re.search(r'name="_csrf" value="([^"]*)"', admin.open(server.url + page).read().decode()).group(1)
        boundary = uuid.uuid4().hex
        parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                 for name, value in [("_csrf", token), ("title", "Week 9 · From the bucket"), ("position", "")]]
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="video"; filename="week-9.mov"\r\n'
                     f'Content-Type: video/quicktime\r\n\r\n'.encode() + video.read_bytes() + b"\r\n")
        parts.append(f"--{boundary}--\r\n".encode())
        admin.open(urllib.request.Request(server.url + page, data=b"".join(parts), method="POST",
                                          headers={"Content-Type": f"multipart/form-data; boundary={boundary}"}))
        def finished():
            with sqlite3.connect(Path(server.data) / "quranflow.sqlite") as db:
                state, media_id, failure = db.execute(
                    "SELECT state, media_id, failure FROM media_jobs WHERE title = 'Week 9 · From the bucket'").fetchone()
            assert state in ("queued", "running", "done"), failure
            return media_id if state == "done" else None

        media_id = wait_until(finished, 120, "the video job to finish", interval=0.3)
        with sqlite3.connect(Path(server.data) / "quranflow.sqlite") as db:
            path, size = db.execute("SELECT path, bytes FROM media WHERE id = ?", (media_id,)).fetchone()
        assert path in s3_keys(moto, "videos/") and f"posters/{media_id}.jpg" in s3_keys(moto, "posters/")
        assert s3_keys(moto, "raw/") == []
        assert not (Path(server.data) / "media" / path).exists()
        ranged = admin.open(urllib.request.Request(server.url + f"/media/{media_id}", headers={"Range": "bytes=0-9"}))
        assert ranged.status == 206 and ranged.headers["Content-Range"] == f"bytes 0-9/{size}"
    finally:
        server.stop()


def test_the_clusters_object_store_keeps_its_bucket_across_a_kill(tmp_path):
    """`make cluster`'s moto runs with --keep: a write or a delete is on disk before it is answered, so moto killed
    with SIGKILL right after loses neither; the next start loads the bucket back (with its content type and metadata)
    under a new key pair, and mirrors again."""
    kept = tmp_path / "s3"

    def start():
        process = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "moto-server.py"), "--bucket", "qf-kept",
                                    "--keep", str(kept)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        return process, json.loads(process.stdout.readline())

    process, first = start()
    try:
        s3 = s3_client(first)
        body = os.urandom(300_000)
        s3.put_object(Bucket="qf-kept", Key="recitations/a.webm", Body=body, ContentType="audio/webm",
                      Metadata={"sha256": "0" * 64})
        for key in ("recitations/b.webm", "notes/c.m4a"):
            s3.put_object(Bucket="qf-kept", Key=key, Body=b"gone soon")
        s3.delete_object(Bucket="qf-kept", Key="recitations/b.webm")
        s3.delete_objects(Bucket="qf-kept", Delete={"Objects": [{"Key": "notes/c.m4a"}]})
    finally:
        process.kill()
        process.wait(timeout=10)
    assert first["loaded"] == 0
    process, second = start()
    try:
        assert second["loaded"] == 1 and second["access_key"] != first["access_key"]
        assert s3_keys(second) == ["recitations/a.webm"]
        s3 = s3_client(second)
        got = s3.get_object(Bucket="qf-kept", Key="recitations/a.webm")
        assert got["Body"].read() == body
        assert got["ContentType"] == "audio/webm" and got["Metadata"] == {"sha256": "0" * 64}
        s3.put_object(Bucket="qf-kept", Key="posters/d.jpg", Body=b"jpeg", ContentType="image/jpeg")
    finally:
        process.kill()
        process.wait(timeout=10)
    assert sorted(p.relative_to(kept / "objects").as_posix() for p in (kept / "objects").rglob("*") if p.is_file()) == \
        ["posters/d.jpg", "recitations/a.webm"]
