"""The operator's kit on real processes (#41): both products' /metrics pass `promtool check metrics` (Debian's
prometheus package), /ready answers 200 once the store is migrated, and a refusal's page names the request id its log
line carries — one structured line per request with the declared route, the caller's role and the status."""
import re
import shutil
import subprocess
import urllib.error
import urllib.request

import pytest

from conftest import JamaalServer, Server, request_log_line

NOW = "2026-10-27T13:48:00-04:00"


def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict, str]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


def promtool_accepts(text: str):
    promtool = shutil.which("promtool")
    if promtool is None:
        pytest.fail("promtool is not installed (scripts/install-deps.sh installs Debian's prometheus package)")
    # `check metrics` reads the exposition on stdin; lint warnings (none expected) would be printed and fail.
    result = subprocess.run([promtool, "check", "metrics"], input=text, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip() and not result.stderr.strip(), result.stdout + result.stderr


def test_quranflow_metrics_ready_and_request_ids():
    server = Server(NOW)
    try:
        assert get(server.url + "/ready")[0:3:2] == (200, "ready")
        for path in ("/sign-in", "/sign-in", "/no-such-page"):
            get(server.url + path)
        status, headers, text = get(server.url + "/metrics")
        assert status == 200 and headers["Content-Type"].startswith("text/plain; version=0.0.4")
        assert 'http_requests_total{route="GET /sign-in",status="200"} 2' in text
        assert "quranflow_jobs_due " in text and "quranflow_media_jobs{state=\"running\"}" in text
        promtool_accepts(text)
        # A refusal's page names its request id; the log's line for it says what happened, structured.
        status, headers, page = get(server.url + "/no-such-page", {"X-Request-Id": "operator-kit-1"})
        assert status == 404 and headers["X-Request-Id"] == "operator-kit-1" and "Request id: operator-kit-1" in page
        line = request_log_line(server.read_log, "operator-kit-1")
        assert re.match(r"time=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z level=info subsystem=http event=request ", line), line
        assert 'route=unmatched role=- status=404 ' in line, line
        # A page of a signed-out visitor: the declared route and the role, never the raw path's ids.
        status, headers, _ = get(server.url + "/sign-in")
        line = request_log_line(server.read_log, headers["X-Request-Id"])
        assert 'route="GET /sign-in" role=anonymous status=200 ' in line, line
        # Every line the process wrote is structured.
        unstructured = [l for l in server.read_log().splitlines() if l and not l.startswith("time=")]
        assert not unstructured, unstructured[:5]
    finally:
        server.stop()


def test_jamaal_metrics_ready_and_request_ids():
    server = JamaalServer("2026-11-29T10:05:00Z")
    try:
        assert get(server.url + "/ready")[0:3:2] == (200, "ready")
        server.opener().open(server.url + "/today", timeout=30).read()
        status, _, text = get(server.url + "/metrics")
        # Signing in lands on Today (1), then the explicit request (2).
        assert status == 200 and 'http_requests_total{route="GET /today",status="200"} 2' in text
        promtool_accepts(text)
        status, headers, page = get(server.url + "/no-such-page", {"X-Request-Id": "jamaal-kit-1"})
        assert status == 404 and "Request id: jamaal-kit-1" in page
        line = request_log_line(server.read_log, "jamaal-kit-1")
        assert "level=info subsystem=http event=request" in line and "role=person" not in line  # no route ran
        unstructured = [l for l in server.read_log().splitlines() if l and not l.startswith("time=")]
        assert not unstructured, unstructured[:5]
    finally:
        server.stop()
