"""Schemathesis over QuranFlow's JSON API, as a student and as a coach, and over Jamaal's as its demo person.

Starts a real `quranflow serve --demo` on a free loopback port with a throwaway data directory (demo media off), signs in
through the API (`POST /api/session`) as Sarah (a student) and as Ust. Amina (a coach), and runs schemathesis over every
operation of /api/openapi.json for each, at most 25 examples an operation, checking that no answer is a server error,
that every answer's status is one the operation documents, its Content-Type the documented one, and its body matches the
documented schema. `DELETE /api/session` (signing out ends the token every other request uses) is run last, alone.
Then the same over Jamaal's /api/openapi.json (`jamaal serve --demo`, JAMAAL_BIN), signed in through its Sign in form as
the demo person: the session cookie on every request, the CSRF token in X-CSRF-Token (#42).

    .venv/bin/python Tests/Schemathesis/run.py                    # the debug build
    QURANFLOW_BIN=.build/release/quranflow .venv/bin/python Tests/Schemathesis/run.py

Prints one summary line ("schemathesis: 117 and 117 operations as a student and as a coach, M test cases (≤ 25 fuzzed
examples an operation, with the coverage and stateful phases), F failures, Ts") and exits non-zero on any failure or when the run takes longer than --budget seconds. Reports (JUnit XML and the full log) go to test-artifacts/schemathesis/.
"""

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "lib"))
from ports import free_port  # noqa: E402  (below the ephemeral range: scripts/lib/ports.py)
# Waits go through the browser tests' one helper (Tests/Browser/conftest.py: wait_until), as Tests/Fuzz's do.
_spec = importlib.util.spec_from_file_location("browser_conftest", ROOT / "Tests" / "Browser" / "conftest.py")
_browser = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_browser)
wait_until = _browser.wait_until
PEOPLE = {"student": "sarah@quranflow.test", "coach": "amina@quranflow.test"}
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
SIGN_OUT = ("DELETE", "/api/session")




def request(url: str, method: str = "GET", body: dict | None = None, token: str | None = None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    if body is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=30) as response:
        return response.status, response.read()


class Server:
    """One `quranflow serve --demo` with its own data directory, stopped (and the directory removed) by `stop`."""

    def __init__(self, binary: str, log_path: Path):
        self.port = free_port()
        self.data = tempfile.mkdtemp(prefix="qf-schemathesis-")
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(log_path, "w")
        env = {**os.environ, "QURANFLOW_DEMO_MEDIA": "off", "QURANFLOW_PASSWORD_STRENGTH": "minimal"}
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--data", self.data, "--demo"],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)
        def healthy():
            if self.process.poll() is not None:
                raise RuntimeError(f"quranflow exited with {self.process.returncode} (log: {log_path})")
            return request(self.base + "/health")[0] == 200

        wait_until(healthy, 120, f"quranflow to answer /health (log: {log_path})", interval=0.3, ignoring=(OSError,))

    def token(self, email: str) -> str:
        status, body = request(self.base + "/api/session", "POST", {"email": email, "password": "quranflow-demo"})
        return json.loads(body)["token"]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.data, ignore_errors=True)


class JamaalServer:
    """One `jamaal serve --demo` with its own data directory, and the demo person signed in through the real form: the
    session and CSRF cookies to send, and the CSRF token for POSTs (#42)."""

    def __init__(self, binary: str, log_path: Path):
        import http.cookiejar
        import urllib.parse
        self.port = free_port()
        self.data = tempfile.mkdtemp(prefix="jamaal-schemathesis-")
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--data", self.data, "--demo", "--now", "2026-11-29T10:05:00Z"],
            stdout=self.log, stderr=subprocess.STDOUT)
        wait_until(lambda: request(self.base + "/health")[0] == 200, 120, f"jamaal to answer /health (log: {log_path})",
                   interval=0.3, ignoring=(OSError,))
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        page = opener.open(self.base + "/sign-in", timeout=30).read().decode()
        self.csrf = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
        form = urllib.parse.urlencode({"email": "maryam@jamaal.test", "password": "jamaal-demo", "_csrf": self.csrf}).encode()
        opener.open(self.base + "/sign-in", form, timeout=30).read()
        self.cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        if "jm_session=" not in self.cookie:
            raise RuntimeError("jamaal: the demo person could not sign in")

    def stop(self):
        Server.stop(self)


def run_schemathesis(server, token: str | None, name: str, out: Path, examples: int, seconds: int, sign_out: bool,
                     headers: list[str] | None = None):
    """One schemathesis run; returns (operations, test cases, failures, log text)."""
    junit = out / f"{name}.xml"
    name_of_sign_out = f"{SIGN_OUT[0]} {SIGN_OUT[1]}"
    selection = ["--include-name", name_of_sign_out] if sign_out else ["--exclude-name", name_of_sign_out]
    if headers is None:
        headers = [f"Authorization: Bearer {token}"]
    command = [
        str(ROOT / ".venv" / "bin" / "schemathesis"), "run", server.base + "/api/openapi.json",
        # One worker: with two, Hypothesis describing a strategy from two threads at once raised "AST constructor
        # recursion depth mismatch" (CPython parsing is not thread-safe there) — an error of the tool, not of the API.
        "--checks", CHECKS, "--max-examples", str(examples), "--seed", "2026", "--no-shrink", "--generation-database", "none",
        *[argument for header in headers for argument in ("--header", header)],
        "--report", "junit", "--report-junit-path", str(junit), "--workers", "1",
        "--request-timeout", "20", "--warnings", "off", *selection,
    ]
    try:
        # Run inside the report directory: schemathesis keeps its replay cache (.schemathesis/) where it runs.
        result = subprocess.run(command, capture_output=True, text=True, timeout=seconds, cwd=out)
        log, returncode = result.stdout + result.stderr, result.returncode
    except subprocess.TimeoutExpired as timeout:
        log = (timeout.stdout or b"").decode(errors="replace") if isinstance(timeout.stdout, bytes) else (timeout.stdout or "")
        log += f"\nschemathesis: stopped after {seconds}s, over its share of the budget"
        returncode = 1
    (out / f"{name}.log").write_text(log)
    operations, cases, failures = summary(log, junit)
    if returncode != 0 and failures == 0:
        failures = 1
    return operations, cases, failures, log


def summary(log: str, junit: Path):
    """Operations, test cases and failures, from the JUnit report and the CLI's closing lines."""
    operations = failures = 0
    if junit.exists():
        root = ElementTree.parse(junit).getroot()
        # One test case per operation, and one for the stateful phase's scenarios.
        cases = root.findall(".//testcase")
        operations = sum(1 for case in cases if case.get("name") != "Stateful tests")
        failures = sum(1 for case in cases if case.find("failure") is not None or case.find("error") is not None)
    match = re.search(r"(\d+) generated", log)
    generated = int(match.group(1)) if match else 0
    return operations, generated, failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.environ.get("QURANFLOW_BIN") or str(ROOT / ".build" / "debug" / "quranflow"))
    parser.add_argument("--jamaal-binary", default=os.environ.get("JAMAAL_BIN") or str(ROOT / ".build" / "debug" / "jamaal"))
    parser.add_argument("--max-examples", type=int, default=25)
    parser.add_argument("--budget", type=int, default=240, help="seconds for the whole stage (default 240)")
    arguments = parser.parse_args()
    started = time.time()
    out = ROOT / "test-artifacts" / "schemathesis"
    out.mkdir(parents=True, exist_ok=True)
    server = Server(arguments.binary, out / "server.log")
    totals = {"operations": 0, "cases": 0, "failures": 0}
    operations_per_role = []
    try:
        for role, email in PEOPLE.items():
            token = server.token(email)
            for sign_out in (False, True):
                name = f"{role}-sign-out" if sign_out else role
                # A hard bound: what is left of the budget (the runs take well under it).
                seconds = max(10, int(arguments.budget - (time.time() - started)))
                operations, cases, failures, log = run_schemathesis(
                    server, token, name, out, arguments.max_examples, seconds, sign_out)
                if sign_out:
                    operations_per_role[-1] += operations
                else:
                    operations_per_role.append(operations)
                totals["operations"] += operations
                totals["cases"] += cases
                totals["failures"] += failures
                if failures:
                    print(log[-6000:])
                print(f"schemathesis: as the {role}{' (sign out)' if sign_out else ''}: {operations} operations, "
                      f"{cases} test cases, {failures} failures")
    finally:
        server.stop()
    # Jamaal's JSON API as its demo person, signed in with a session cookie (#42).
    jamaal = JamaalServer(arguments.jamaal_binary, out / "jamaal-server.log")
    try:
        seconds = max(10, int(arguments.budget - (time.time() - started)))
        operations, cases, failures, log = run_schemathesis(
            jamaal, None, "jamaal", out, arguments.max_examples, seconds, False,
            headers=[f"Cookie: {jamaal.cookie}", f"X-CSRF-Token: {jamaal.csrf}"])
        totals["cases"] += cases
        totals["failures"] += failures
        if failures:
            print(log[-6000:])
        print(f"schemathesis: jamaal as its demo person: {operations} operations, {cases} test cases, {failures} failures")
        operations_per_role.append(operations)
    finally:
        jamaal.stop()
    elapsed = time.time() - started
    print(f"schemathesis: {' and '.join(map(str, operations_per_role[:-1]))} operations as a student and as a coach and "
          f"{operations_per_role[-1]} as Jamaal's demo person, "
          f"{totals['cases']} test cases (≤ {arguments.max_examples} fuzzed examples an operation, with the coverage and "
          f"stateful phases), {totals['failures']} failures, "
          f"{elapsed:.0f}s")
    if elapsed > arguments.budget:
        print(f"schemathesis: took {elapsed:.0f}s, over the {arguments.budget}s budget")
        return 1
    return 1 if totals["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
